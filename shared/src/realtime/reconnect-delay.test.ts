import { CloseCodes, RECONNECT_MS } from '../contracts/realtime';
import { reconnectDelay } from './reconnect-delay';

test('reconnects are spread between 2.5 s and 7.5 s around the spec’s 5 s', () => {
  expect([0, 0.5, 0.999].map((r) => reconnectDelay(RECONNECT_MS, 1006, r))).toEqual([2_500, 5_000, 7_495]);
  expect(reconnectDelay(RECONNECT_MS, undefined, 0.25)).toBe(3_750);
});

test('after a refusal for too many sockets or messages the client waits six times longer', () => {
  for (const code of [CloseCodes.TOO_MANY_FOR_IP, CloseCodes.TOO_MANY_FOR_USER, CloseCodes.FLOODING]) {
    expect([reconnectDelay(RECONNECT_MS, code, 0), reconnectDelay(RECONNECT_MS, code, 0.5)]).toEqual([15_000, 30_000]);
  }
  // a server going away (restart) is an ordinary reconnect
  expect(reconnectDelay(RECONNECT_MS, CloseCodes.GOING_AWAY, 0.5)).toBe(5_000);
});
