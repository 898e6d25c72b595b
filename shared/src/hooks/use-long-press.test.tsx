/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useLongPress } from './use-long-press';

// jsdom has no PointerEvent; a MouseEvent with a pointer id is what the hook reads of one
class TestPointerEvent extends MouseEvent {
  readonly pointerId: number;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
  }
}
Object.defineProperty(window, 'PointerEvent', { value: TestPointerEvent, configurable: true });

function Target({ onLong }: { onLong: () => void }) {
  const handlers = useLongPress(onLong);
  return (
    <>
      <button type="button" {...handlers}>
        长按
      </button>
      <p>别处</p>
    </>
  );
}

function press(init: PointerEventInit = {}) {
  const onLong = jest.fn();
  render(<Target onLong={onLong} />);
  const button = screen.getByRole('button', { name: '长按' });
  fireEvent.pointerDown(button, { pointerId: 1, clientX: 50, clientY: 50, ...init });
  return { onLong, button, elsewhere: screen.getByText('别处') };
}

describe('useLongPress', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('fires after 1000 ms of holding', () => {
    const { onLong } = press();
    act(() => jest.advanceTimersByTime(999));
    expect(onLong).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onLong).toHaveBeenCalledTimes(1);
  });

  it('does not fire when released early', () => {
    const { onLong, button } = press();
    act(() => jest.advanceTimersByTime(900));
    fireEvent.pointerUp(button, { pointerId: 1 });
    act(() => jest.advanceTimersByTime(500));
    expect(onLong).not.toHaveBeenCalled();
  });

  it('a release elsewhere (the content moved away from under it) still cancels', () => {
    const { onLong, elsewhere } = press();
    fireEvent.pointerUp(elsewhere, { pointerId: 1 });
    act(() => jest.advanceTimersByTime(1500));
    expect(onLong).not.toHaveBeenCalled();
  });

  it('keeps holding when the element leaves a still pointer, and when another pointer moves or lifts', () => {
    const { onLong, button, elsewhere } = press();
    fireEvent.pointerLeave(button, { pointerId: 1, clientX: 50, clientY: 50 });
    fireEvent.pointerMove(elsewhere, { pointerId: 1, clientX: 55, clientY: 56 });
    fireEvent.pointerMove(elsewhere, { pointerId: 2, clientX: 300, clientY: 300 });
    fireEvent.pointerUp(elsewhere, { pointerId: 2 });
    act(() => jest.advanceTimersByTime(1000));
    expect(onLong).toHaveBeenCalledTimes(1);
  });

  it('a drag past the slop is not a press', () => {
    const { onLong, elsewhere } = press();
    fireEvent.pointerMove(elsewhere, { pointerId: 1, clientX: 50, clientY: 70 });
    act(() => jest.advanceTimersByTime(1500));
    expect(onLong).not.toHaveBeenCalled();
  });

  it('a press the browser cancels (a scroll) does not fire', () => {
    const { onLong, button } = press();
    fireEvent.pointerCancel(button, { pointerId: 1 });
    act(() => jest.advanceTimersByTime(1500));
    expect(onLong).not.toHaveBeenCalled();
  });

  it('stops following the pointer once it has fired', () => {
    const removed = jest.spyOn(window, 'removeEventListener');
    const { onLong } = press();
    act(() => jest.advanceTimersByTime(1000));
    expect(onLong).toHaveBeenCalledTimes(1);
    expect(removed.mock.calls.map(([type]) => type).sort()).toEqual(['pointercancel', 'pointermove', 'pointerup']);
    removed.mockRestore();
  });
});
