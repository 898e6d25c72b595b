/**
 * @jest-environment jsdom
 * @jest-environment-options {"pretendToBeVisual": true}
 */
import { useEffect } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { deferred, type Deferred } from '../testing/deferred';
import type { DataKey } from '@kickoff/shared/data';
import { usePagedData, type PageOf, type Paged } from './use-paged-data';

const seen: { current: Paged<string> | null } = { current: null };
function Probe({ k, load }: { k: DataKey | null; load: (page: number) => Promise<PageOf<string>> }) {
  const paged = usePagedData<string>(k, load);
  useEffect(() => {
    seen.current = paged;
  });
  return (
    <p data-testid="out">
      {[
        paged.data?.join(',') ?? '-',
        paged.error?.message ?? '',
        paged.loading ? 'loading' : 'idle',
        paged.hasMore ? 'more' : 'end',
      ].join('|')}
    </p>
  );
}
const out = () => screen.getByTestId('out').textContent;

function at<T>(list: T[], i: number): T {
  const got = list[i];
  if (got === undefined) throw new Error(`call ${i} was never made`);
  return got;
}

/** a loader whose every call waits for the test to answer it */
function calls() {
  const asked: Array<{ page: number; answer: Deferred<PageOf<string>> }> = [];
  const load = jest.fn((page: number) => {
    const answer = deferred<PageOf<string>>();
    asked.push({ page, answer });
    return answer.promise;
  });
  return { asked, load };
}

describe('usePagedData', () => {
  it('loads the first page, appends each next one and stops at the end', async () => {
    const { asked, load } = calls();
    render(<Probe k={['rows', 'a']} load={load} />);
    expect(out()).toBe('-||loading|end');
    await act(async () => at(asked, 0).answer.resolve({ list: ['a1', 'a2'], next: 2 }));
    expect(out()).toBe('a1,a2||idle|more');
    act(() => seen.current!.loadMore());
    expect(at(asked, 1).page).toBe(2);
    await act(async () => at(asked, 1).answer.resolve({ list: ['a3'], next: 0 }));
    expect(out()).toBe('a1,a2,a3||idle|end');
    act(() => seen.current!.loadMore());
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('runs one load at a time: a second loadMore while one is in flight asks nothing', async () => {
    const { asked, load } = calls();
    render(<Probe k={['rows', 'a']} load={load} />);
    await act(async () => at(asked, 0).answer.resolve({ list: ['a1'], next: 2 }));
    act(() => {
      seen.current!.loadMore();
      seen.current!.loadMore();
    });
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => at(asked, 1).answer.resolve({ list: ['a2'], next: 3 }));
    expect(out()).toBe('a1,a2||idle|more');
  });

  it('after a failed first page, retry loads it again and shows it', async () => {
    const { asked, load } = calls();
    render(<Probe k={['rows', 'a']} load={load} />);
    await act(async () => at(asked, 0).answer.reject(new Error('网络错误')));
    expect(out()).toBe('-|网络错误|idle|end');
    act(() => seen.current!.retry());
    expect(at(asked, 1).page).toBe(1);
    await act(async () => at(asked, 1).answer.resolve({ list: ['a1'], next: 0 }));
    expect(out()).toBe('a1||idle|end');
  });

  it('after a failed next page, keeps the rows and retry asks that page again', async () => {
    const { asked, load } = calls();
    render(<Probe k={['rows', 'a']} load={load} />);
    await act(async () => at(asked, 0).answer.resolve({ list: ['a1'], next: 2 }));
    act(() => seen.current!.loadMore());
    await act(async () => at(asked, 1).answer.reject(new Error('超时')));
    expect(out()).toBe('a1|超时|idle|more');
    act(() => seen.current!.retry());
    expect(at(asked, 2).page).toBe(2);
    await act(async () => at(asked, 2).answer.resolve({ list: ['a2'], next: 0 }));
    expect(out()).toBe('a1,a2||idle|end');
  });

  it('a new key drops the old pages at once and ignores a late answer for the old key', async () => {
    const { asked, load } = calls();
    const { rerender } = render(<Probe k={['rows', 'a']} load={load} />);
    await act(async () => at(asked, 0).answer.resolve({ list: ['a1'], next: 2 }));
    act(() => seen.current!.loadMore());
    rerender(<Probe k={['rows', 'b']} load={load} />);
    expect(out()).toBe('-||loading|end');
    expect(at(asked, 2).page).toBe(1);
    // the old key's page 2 answers after the switch: never shown, never appended
    await act(async () => at(asked, 1).answer.resolve({ list: ['a2'], next: 0 }));
    expect(out()).toBe('-||loading|end');
    await act(async () => at(asked, 2).answer.resolve({ list: ['b1'], next: 0 }));
    expect(out()).toBe('b1||idle|end');
  });

  it('reload starts over from the first page, keeping the rows until the answer', async () => {
    const { asked, load } = calls();
    render(<Probe k={['rows', 'a']} load={load} />);
    await act(async () => at(asked, 0).answer.resolve({ list: ['a1'], next: 2 }));
    act(() => seen.current!.loadMore());
    await act(async () => at(asked, 1).answer.resolve({ list: ['a2'], next: 3 }));
    act(() => seen.current!.reload());
    expect(at(asked, 2).page).toBe(1);
    expect(out()).toBe('a1,a2||loading|more');
    await act(async () => at(asked, 2).answer.resolve({ list: ['n1'], next: 2 }));
    await waitFor(() => expect(out()).toBe('n1||idle|more'));
  });

  it('keeps the first page as answered and takes local edits of the rows', async () => {
    const { asked, load } = calls();
    render(<Probe k={['rows', 'a']} load={load} />);
    await act(async () => at(asked, 0).answer.resolve({ list: ['a1', 'a2'], next: 2 }));
    act(() => seen.current!.loadMore());
    await act(async () => at(asked, 1).answer.resolve({ list: ['a3'], next: 0 }));
    expect(seen.current!.first).toEqual({ list: ['a1', 'a2'], next: 2 });
    act(() => seen.current!.setData((rows) => rows.map((r) => (r === 'a2' ? 'a2*' : r))));
    expect(out()).toBe('a1,a2*,a3||idle|end');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads nothing for a null key', () => {
    const { load } = calls();
    render(<Probe k={null} load={load} />);
    expect(out()).toBe('-||idle|end');
    act(() => seen.current!.loadMore());
    expect(load).not.toHaveBeenCalled();
  });
});
