/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useLongPress } from './use-long-press';

function Target({ onLong }: { onLong: () => void }) {
  const handlers = useLongPress(onLong);
  return (
    <button type="button" {...handlers}>
      长按
    </button>
  );
}

describe('useLongPress', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('fires after 1000 ms of holding', () => {
    const onLong = jest.fn();
    render(<Target onLong={onLong} />);
    fireEvent.pointerDown(screen.getByRole('button', { name: '长按' }));
    act(() => jest.advanceTimersByTime(999));
    expect(onLong).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onLong).toHaveBeenCalledTimes(1);
  });

  it('does not fire when released early', () => {
    const onLong = jest.fn();
    render(<Target onLong={onLong} />);
    const button = screen.getByRole('button', { name: '长按' });
    fireEvent.pointerDown(button);
    act(() => jest.advanceTimersByTime(900));
    fireEvent.pointerUp(button);
    act(() => jest.advanceTimersByTime(500));
    expect(onLong).not.toHaveBeenCalled();
  });
});
