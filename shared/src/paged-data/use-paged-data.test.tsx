/**
 * @jest-environment jsdom
 * @jest-environment-options {"pretendToBeVisual": true}
 */
import { useEffect } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { deferred, type Deferred } from '../testing/deferred';
import { DataScope, DataState, type DataKey } from '@kickoff/shared/data';
import { usePagedData, type PageOf, type Paged } from './use-paged-data';

const seen: { current: Paged<string> | null } = { current: null };
function Probe({ k, load }: { k: DataKey | null; load: (page: number) => Promise<PageOf<string>> }) {
  const paged = usePagedData<string>(k, load);
  useEffect(() => {
    seen.current = paged;
  });
  return (
    <>
      <p data-testid="out">
        {[
          paged.data?.join(',') ?? '-',
          paged.error?.message ?? '',
          paged.loading ? 'loading' : 'idle',
          paged.hasMore ? 'more' : 'end',
        ].join('|')}
      </p>
      {/* what a page draws of it: 加载中, the error with 重试, or the rows */}
      <DataState state={paged}>{(rows) => <p>{rows.length}条</p>}</DataState>
    </>
  );
}
const out = () => screen.getByTestId('out').textContent;

type Load = (page: number) => Promise<PageOf<string>>;
/** the list in a cache of its own that outlives it: `shown` false leaves the page, true comes back */
function View({ k, load, shown = true }: { k: DataKey | null; load: Load; shown?: boolean }) {
  return <DataScope>{shown ? <Probe k={k} load={load} /> : null}</DataScope>;
}

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
    render(<View k={['rows', 'a']} load={load} />);
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
    render(<View k={['rows', 'a']} load={load} />);
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
    render(<View k={['rows', 'a']} load={load} />);
    await act(async () => at(asked, 0).answer.reject(new Error('网络错误')));
    expect(out()).toBe('-|网络错误|idle|end');
    act(() => seen.current!.retry());
    expect(at(asked, 1).page).toBe(1);
    await act(async () => at(asked, 1).answer.resolve({ list: ['a1'], next: 0 }));
    expect(out()).toBe('a1||idle|end');
  });

  it('after a failed next page, keeps the rows and retry asks that page again', async () => {
    const { asked, load } = calls();
    render(<View k={['rows', 'a']} load={load} />);
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
    const { rerender } = render(<View k={['rows', 'a']} load={load} />);
    await act(async () => at(asked, 0).answer.resolve({ list: ['a1'], next: 2 }));
    act(() => seen.current!.loadMore());
    rerender(<View k={['rows', 'b']} load={load} />);
    expect(out()).toBe('-||loading|end');
    expect(at(asked, 2).page).toBe(1);
    // the old key's page 2 answers after the switch: never shown, never appended
    await act(async () => at(asked, 1).answer.resolve({ list: ['a2'], next: 0 }));
    expect(out()).toBe('-||loading|end');
    await act(async () => at(asked, 2).answer.resolve({ list: ['b1'], next: 0 }));
    expect(out()).toBe('b1||idle|end');
  });

  it('a new key loads with the load given with it, not the one of the key before', async () => {
    const asked: string[] = [];
    const loadFor = (kind: string) => (page: number) => {
      asked.push(`${kind}${page}`);
      return Promise.resolve({ list: [`${kind}${page}`], next: 0 });
    };
    const { rerender } = render(<View k={['rows', 'a']} load={loadFor('a')} />);
    await waitFor(() => expect(out()).toBe('a1||idle|end'));
    rerender(<View k={['rows', 'b']} load={loadFor('b')} />);
    await waitFor(() => expect(out()).toBe('b1||idle|end'));
    expect(asked).toEqual(['a1', 'b1']);
  });

  it('reload starts over from the first page, keeping the rows until the answer', async () => {
    const { asked, load } = calls();
    render(<View k={['rows', 'a']} load={load} />);
    await act(async () => at(asked, 0).answer.resolve({ list: ['a1'], next: 2 }));
    act(() => seen.current!.loadMore());
    await act(async () => at(asked, 1).answer.resolve({ list: ['a2'], next: 3 }));
    let settled = false;
    act(() => void seen.current!.reload().then(() => (settled = true)));
    expect(at(asked, 2).page).toBe(1);
    expect(out()).toBe('a1,a2||loading|more');
    await act(async () => undefined);
    expect(settled).toBe(false);
    await act(async () => at(asked, 2).answer.resolve({ list: ['n1'], next: 2 }));
    await waitFor(() => expect(out()).toBe('n1||idle|more'));
    // what a pull to refresh waits for
    expect(settled).toBe(true);
  });

  it('keeps the first page as answered and takes local edits of the rows', async () => {
    const { asked, load } = calls();
    render(<View k={['rows', 'a']} load={load} />);
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
    render(<View k={null} load={load} />);
    expect(out()).toBe('-||idle|end');
    act(() => seen.current!.loadMore());
    expect(load).not.toHaveBeenCalled();
  });

  describe('keeps what it loaded (the data layer cache)', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    /** two pages loaded, the list left and opened again after SWR's 2 s window of shared answers */
    async function revisit() {
      const { asked, load } = calls();
      const { rerender } = render(<View k={['rows', 'a']} load={load} />);
      await act(async () => at(asked, 0).answer.resolve({ list: ['a1', 'a2'], next: 2 }));
      act(() => seen.current!.loadMore());
      await act(async () => at(asked, 1).answer.resolve({ list: ['a3'], next: 3 }));
      rerender(<View k={['rows', 'a']} load={load} shown={false} />);
      act(() => jest.advanceTimersByTime(2500));
      rerender(<View k={['rows', 'a']} load={load} />);
      return { asked, load };
    }

    it('a revisit shows every page loaded before at once, then the refresh behind them replaces them', async () => {
      const { asked, load } = await revisit();
      expect(out()).toMatch(/^a1,a2,a3\|\|(idle|loading)\|more$/);
      act(() => jest.advanceTimersByTime(300));
      expect(screen.queryByText('加载中')).toBeNull();
      expect(screen.getByText('3条')).toBeTruthy();
      // the refresh loads as many pages as were shown, first to last, and swaps them in at once
      expect(at(asked, 2).page).toBe(1);
      expect(out()).toBe('a1,a2,a3||loading|more');
      expect(seen.current!.loadingMore).toBe(false);
      await act(async () => at(asked, 2).answer.resolve({ list: ['n1', 'n2'], next: 2 }));
      expect(at(asked, 3).page).toBe(2);
      expect(out()).toBe('a1,a2,a3||loading|more');
      await act(async () => at(asked, 3).answer.resolve({ list: ['n3'], next: 0 }));
      expect(out()).toBe('n1,n2,n3||idle|end');
      expect(load).toHaveBeenCalledTimes(4);
    });

    it('a failed refresh keeps the pages shown and reports the error; retry refreshes them again', async () => {
      const { asked } = await revisit();
      act(() => jest.advanceTimersByTime(50));
      await act(async () => at(asked, 2).answer.reject(new Error('断网')));
      expect(out()).toBe('a1,a2,a3|断网|idle|more');
      expect(screen.getByText('3条')).toBeTruthy();
      expect(screen.queryByText('重试')).toBeNull();
      act(() => seen.current!.retry());
      expect(at(asked, 3).page).toBe(1);
      await act(async () => at(asked, 3).answer.resolve({ list: ['n1'], next: 2 }));
      await act(async () => at(asked, 4).answer.resolve({ list: ['n2'], next: 0 }));
      expect(out()).toBe('n1,n2||idle|end');
    });

    it('a reload after a revisit loads the first page only, and wins over the refresh in flight', async () => {
      const { asked } = await revisit();
      act(() => jest.advanceTimersByTime(50));
      expect(at(asked, 2).page).toBe(1);
      act(() => void seen.current!.reload());
      expect(at(asked, 3).page).toBe(1);
      await act(async () => at(asked, 3).answer.resolve({ list: ['r1'], next: 2 }));
      expect(out()).toBe('r1||idle|more');
      // the refresh started before the reload answers late: never shown, and asks no second page
      await act(async () => at(asked, 2).answer.resolve({ list: ['old'], next: 2 }));
      expect(out()).toBe('r1||idle|more');
      expect(asked).toHaveLength(4);
    });
  });

  it('two lists on one key share their loads and their pages', async () => {
    const { asked, load } = calls();
    render(
      <DataScope>
        <Probe k={['rows', 'a']} load={load} />
        <Probe k={['rows', 'a']} load={load} />
      </DataScope>,
    );
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => at(asked, 0).answer.resolve({ list: ['a1'], next: 2 }));
    act(() => seen.current!.loadMore());
    await act(async () => at(asked, 1).answer.resolve({ list: ['a2'], next: 0 }));
    const shown = () => screen.getAllByTestId('out').map((e) => e.textContent);
    expect(shown()).toEqual(['a1,a2||idle|end', 'a1,a2||idle|end']);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("coming back to an earlier key shows its pages at once, not the other key's", async () => {
    const { asked, load } = calls();
    const { rerender } = render(<View k={['rows', 'a']} load={load} />);
    await act(async () => at(asked, 0).answer.resolve({ list: ['a1'], next: 0 }));
    rerender(<View k={['rows', 'b']} load={load} />);
    await act(async () => at(asked, 1).answer.resolve({ list: ['b1'], next: 0 }));
    expect(out()).toBe('b1||idle|end');
    rerender(<View k={['rows', 'a']} load={load} />);
    expect(out()).toMatch(/^a1\|\|/);
  });

  it('an edit made while a page is in flight applies to the rows once it lands', async () => {
    const { asked, load } = calls();
    render(<View k={['rows', 'a']} load={load} />);
    await act(async () => at(asked, 0).answer.resolve({ list: ['a1', 'a2'], next: 2 }));
    act(() => seen.current!.loadMore());
    act(() => seen.current!.setData((rows) => rows.map((r) => (r === 'a1' ? 'a1*' : r))));
    expect(out()).toBe('a1,a2||loading|more');
    expect(seen.current!.loadingMore).toBe(true);
    await act(async () => at(asked, 1).answer.resolve({ list: ['a3'], next: 0 }));
    await waitFor(() => expect(out()).toBe('a1*,a2,a3||idle|end'));
  });
});
