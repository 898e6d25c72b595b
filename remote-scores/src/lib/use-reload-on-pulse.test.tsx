/** @jest-environment jsdom */
import { renderHook } from '@testing-library/react';
import { useReloadOnPulse } from './use-reload-on-pulse';

test('a tab opened after pushes does not ask again at once; each later push asks once', () => {
  const reload = jest.fn();
  const { rerender } = renderHook(({ pulse }) => useReloadOnPulse(pulse, reload), { initialProps: { pulse: 3 } });
  expect(reload).not.toHaveBeenCalled();
  rerender({ pulse: 3 });
  expect(reload).not.toHaveBeenCalled();
  rerender({ pulse: 4 });
  expect(reload).toHaveBeenCalledTimes(1);
  rerender({ pulse: 5 });
  expect(reload).toHaveBeenCalledTimes(2);
});
