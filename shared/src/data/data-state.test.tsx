/**
 * @jest-environment jsdom
 * @jest-environment-options {"pretendToBeVisual": true}
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { DataState, type DataStateSource } from './data-state';

const source = <T,>(over: Partial<DataStateSource<T>>): DataStateSource<T> => ({
  data: undefined,
  error: null,
  reload: jest.fn(),
  ...over,
});

describe('DataState', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows 加载中 after 200 ms while nothing has arrived', () => {
    render(<DataState state={source<string>({ loading: true })}>{(d) => <p>{d}</p>}</DataState>);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => void jest.advanceTimersByTime(200));
    expect(screen.getByRole('status').textContent).toContain('加载中');
  });

  it('shows the error with 重试, and 重试 reloads', () => {
    const state = source<string>({ error: new Error('网络错误') });
    render(<DataState state={state}>{(d) => <p>{d}</p>}</DataState>);
    expect(screen.getByRole('alert').textContent).toContain('网络错误');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(state.reload).toHaveBeenCalledTimes(1);
  });

  it('retries through `retry` when the load has one', () => {
    const retry = jest.fn();
    const state = source<string>({ error: new Error('x'), retry });
    render(<DataState state={state}>{(d) => <p>{d}</p>}</DataState>);
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(state.reload).not.toHaveBeenCalled();
  });

  it('keeps shown data when a later reload failed', () => {
    render(<DataState state={source({ data: 'ok', error: new Error('x') })}>{(d) => <p>{d}</p>}</DataState>);
    expect(screen.getByText('ok')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the empty line for empty data, the error instead when its reload failed', () => {
    const { rerender } = render(
      <DataState state={source<string[]>({ data: [] })} isEmpty={(d) => d.length === 0} emptyText="暂无比赛">
        {() => <p>rows</p>}
      </DataState>,
    );
    expect(screen.getByText('暂无比赛')).toBeTruthy();
    rerender(
      <DataState state={source<string[]>({ data: [], error: new Error('断了') })} isEmpty={(d) => d.length === 0}>
        {() => <p>rows</p>}
      </DataState>,
    );
    expect(screen.getByRole('alert').textContent).toContain('断了');
  });

  it('words the error as told, and shows a not-found failure as an empty line without 重试', () => {
    const { rerender } = render(
      <DataState state={source<string>({ error: new Error('超时') })} errorText={(e) => `${e.message}，请重试`}>
        {(d) => <p>{d}</p>}
      </DataState>,
    );
    expect(screen.getByRole('alert').textContent).toContain('超时，请重试');
    rerender(
      <DataState
        state={source<string>({ error: new Error('球员不存在') })}
        notFound={{ when: (e) => /不存在/.test(e.message), text: '没有找到这名球员' }}
      >
        {(d) => <p>{d}</p>}
      </DataState>,
    );
    expect(screen.getByText('没有找到这名球员')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  });

  it('shows the absent line instead of loading when there is nothing to load', () => {
    render(
      <DataState state={source<string>({ loading: true })} absent="暂无文章">
        {(d) => <p>{d}</p>}
      </DataState>,
    );
    expect(screen.getByText('暂无文章')).toBeTruthy();
  });
});
