/** @jest-environment jsdom */
/**
 * The fan's alert toasts: loaded only for a signed-in fan and only after the first page; each
 * FAN_ALERT shows once with teams and score, a tap opens the match, and 设置's switched-off kinds
 * show nothing.
 */
import '@kickoff/shared/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import {
  ALERT_KINDS_OFF_KEY,
  ALERT_PREFS_KEY,
  MessageCodes,
  type FanAlert,
  type ServerMessage,
} from '@kickoff/shared/contracts';
import { loadFanAlertsWhenSignedIn } from './fan-alert-loader';
import { startFanAlerts } from './fan-alert-toasts';

function fakeClient() {
  const listeners = new Set<(m: ServerMessage) => void>();
  return {
    onMessage: (fn: (m: ServerMessage) => void) => {
      listeners.add(fn);
      return () => void listeners.delete(fn);
    },
    emit: (m: ServerMessage) => act(() => listeners.forEach((l) => l(m))),
  };
}

const goal: FanAlert = {
  id: '900.goal.12',
  kind: 'goal',
  sport: 'football',
  matchId: 900,
  league: '英超',
  home: '阿森纳',
  away: '切尔西',
  score: [1, 0],
  minute: '23',
  side: 'home',
  player: '萨卡',
  at: 1,
};
const push = (data: FanAlert): ServerMessage => ({ code: MessageCodes.FAN_ALERT, topic: 'user:7', data, ts: 1 });
const flush = () => act(() => new Promise((r) => setTimeout(r, 0)));

test('a visitor never loads the toasts; a signed-in fan loads them once, after the first page', async () => {
  const client = fakeClient();
  let firstPage!: () => void;
  const ready = new Promise<void>((r) => (firstPage = r));
  const load = jest.fn().mockResolvedValue({ startFanAlerts: jest.fn() });
  loadFanAlertsWhenSignedIn(ready, () => undefined, client, load);
  client.emit({ code: MessageCodes.IDENTIFIED, data: { userId: null }, ts: 1 });
  client.emit({ code: MessageCodes.IDENTIFIED, data: { userId: 7 }, ts: 2 });
  client.emit({ code: MessageCodes.IDENTIFIED, data: { userId: 7 }, ts: 3 });
  await flush();
  expect(load).not.toHaveBeenCalled();
  firstPage();
  await flush();
  await flush();
  expect(load).toHaveBeenCalledTimes(1);
});

test('each alert shows once with league, teams, score and scorer; a tap opens the match', async () => {
  localStorage.clear();
  const client = fakeClient();
  const navigate = jest.fn();
  act(() => startFanAlerts({ client, navigate }));
  await flush();
  client.emit(push(goal));
  client.emit(push(goal));
  const toasts = screen.getAllByTestId('fan-alert');
  expect(toasts).toHaveLength(1);
  expect(toasts[0]!.textContent).toContain('英超 进球！');
  expect(toasts[0]!.textContent).toContain('阿森纳 1-0 切尔西');
  expect(toasts[0]!.textContent).toContain("萨卡 23'");
  client.emit(push({ ...goal, id: '900.goal_cancelled.20', kind: 'goal_cancelled', score: [0, 0] }));
  expect(screen.getAllByTestId('fan-alert')[0]!.textContent).toContain('英超 进球取消');
  fireEvent.click(screen.getAllByTestId('fan-alert')[1]!);
  expect(navigate).toHaveBeenCalledWith('/live/zq/detail/900');
  expect(screen.getAllByTestId('fan-alert')).toHaveLength(1);

  // 设置: red cards off — a red card shows nothing, a basketball final still does
  localStorage.setItem(ALERT_PREFS_KEY, JSON.stringify({ state: { sound: false, vibrate: false } }));
  localStorage.setItem(ALERT_KINDS_OFF_KEY, JSON.stringify(['red_card']));
  client.emit(push({ ...goal, id: '900.red_card.30', kind: 'red_card' }));
  expect(screen.queryAllByText('英超 红牌')).toHaveLength(0);
  client.emit(
    push({
      ...goal,
      id: '77.final.9',
      kind: 'final',
      sport: 'basketball',
      matchId: 77,
      league: 'NBA',
      score: [99, 97],
    }),
  );
  expect(screen.getAllByTestId('fan-alert')[0]!.textContent).toContain('NBA 完场');
  fireEvent.click(screen.getAllByTestId('fan-alert')[0]!);
  expect(navigate).toHaveBeenLastCalledWith('/live/lq/detail/77');
});
