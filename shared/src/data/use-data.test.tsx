/**
 * @jest-environment jsdom
 * @jest-environment-options {"pretendToBeVisual": true}
 */
import { useEffect } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { deferred } from '../testing/deferred';
import { DataScope } from './data-scope';
import { useData, type DataKey, type Loaded } from './use-data';

// the latest hook result, for the test to reload or push through
const seen: { current: Loaded<string> | null } = { current: null };
function Probe({ k, load, refreshMs }: { k: DataKey | null; load: () => Promise<string>; refreshMs?: number }) {
  const loaded = useData<string>(k, load, { refreshMs });
  useEffect(() => {
    seen.current = loaded;
  });
  return (
    <p data-testid="out">
      {[loaded.data ?? '-', loaded.error?.message ?? '', loaded.loading ? 'loading' : 'idle'].join('|')}
    </p>
  );
}
const out = () => screen.getByTestId('out').textContent;

describe('useData', () => {
  it('loads once for a key, shows nothing for a null key, and drops a slower answer of an older key', async () => {
    const a = deferred<string>();
    const b = deferred<string>();
    const { rerender } = render(
      <DataScope>
        <Probe k={null} load={() => a.promise} />
      </DataScope>,
    );
    expect(out()).toBe('-||idle');
    rerender(
      <DataScope>
        <Probe k={['call', 1]} load={() => a.promise} />
      </DataScope>,
    );
    expect(out()).toBe('-||loading');
    rerender(
      <DataScope>
        <Probe k={['call', 2]} load={() => b.promise} />
      </DataScope>,
    );
    await act(async () => b.resolve('two'));
    await act(async () => a.resolve('one'));
    await waitFor(() => expect(out()).toBe('two||idle'));
  });

  it('shares one load and one cache between components asking for the same key', async () => {
    let calls = 0;
    const load = () => {
      calls += 1;
      return Promise.resolve(`v${calls}`);
    };
    const Two = () => (
      <>
        <Probe k={['shared', 7]} load={load} />
        <Probe k={['shared', 7]} load={load} />
      </>
    );
    render(
      <DataScope>
        <Two />
      </DataScope>,
    );
    await waitFor(() =>
      expect(screen.getAllByTestId('out').map((e) => e.textContent)).toEqual(['v1||idle', 'v1||idle']),
    );
    expect(calls).toBe(1);
  });

  it('applies pushed edits to the loaded data, and drops them while a reload is in flight', async () => {
    let next = deferred<string>();
    render(
      <DataScope>
        <Probe k={['edit']} load={() => next.promise} />
      </DataScope>,
    );
    act(() => seen.current!.setData((p) => `${p}+early`));
    await act(async () => next.resolve('base'));
    await waitFor(() => expect(out()).toBe('base||idle'));
    act(() => seen.current!.setData((p) => `${p}+goal`));
    expect(out()).toBe('base+goal||idle');

    next = deferred<string>();
    act(() => seen.current!.reload());
    await waitFor(() => expect(out()).toBe('base+goal||loading'));
    act(() => seen.current!.setData((p) => `${p}+lost`));
    await act(async () => next.resolve('fresh'));
    await waitFor(() => expect(out()).toBe('fresh||idle'));
  });

  it('keeps the data when a reload fails and reports the error', async () => {
    let fail = false;
    render(
      <DataScope>
        <Probe k={['fail']} load={() => (fail ? Promise.reject(new Error('断网')) : Promise.resolve('ok'))} />
      </DataScope>,
    );
    await waitFor(() => expect(out()).toBe('ok||idle'));
    fail = true;
    act(() => seen.current!.reload());
    await waitFor(() => expect(out()).toBe('ok|断网|idle'));
  });

  it('refreshes on its own every refreshMs', async () => {
    let n = 0;
    render(
      <DataScope>
        <Probe k={['tick']} load={() => Promise.resolve(`n${++n}`)} refreshMs={50} />
      </DataScope>,
    );
    await waitFor(() => expect(out()).toBe('n1||idle'));
    await waitFor(() => expect(Number(out()!.slice(1, out()!.indexOf('|')))).toBeGreaterThanOrEqual(3), {
      timeout: 2000,
    });
  });
});
