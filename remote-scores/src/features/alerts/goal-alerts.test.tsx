/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { MessageCodes, type GoalAlert } from '@kickoff/shared/contracts';
import type { TopicHandler } from '@kickoff/shared/realtime';
import { useLiveStore } from '@kickoff/shared/stores';
import { useFollowStore } from '../../lib/follow-store';
import { useAlertSettings } from '../../lib/alert-settings';
import { beep, vibrate } from './beep';
import { GoalAlerts, type TeamNames } from './goal-alerts';

const handlers = new Map<string, TopicHandler>();
jest.mock('@kickoff/shared/realtime', () => ({
  useRealtime: (topic: string, h: TopicHandler) => handlers.set(topic, h),
}));
const navigate = jest.fn();
// react-router needs TextEncoder, which jsdom lacks; the popup only uses navigate
jest.mock('@kickoff/shared/navigation', () => ({ useNavigate: () => navigate }));
jest.mock('./beep', () => ({ beep: jest.fn(() => true), vibrate: jest.fn(() => true) }));
jest.mock('../../lib/follow-api', () => ({ fetchFollows: jest.fn(), sendFollow: jest.fn() }));

const goal: GoalAlert = {
  matchId: 42,
  league: '英超',
  home: '曼城',
  away: '阿森纳',
  side: 'home',
  minute: '67',
  score: [2, 1],
  player: '哈兰德',
  cancelled: false,
  seq: 1_781_000_000_000_042,
  at: 1_781_000_000_000,
};
const push = (code: number, data: unknown) =>
  act(() =>
    handlers.get('list:football')!({
      type: 'message',
      message: { code: code as never, topic: 'list:football', data, ts: 0 },
    }),
  );

describe('GoalAlerts', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.clearAllMocks();
    useLiveStore.setState({ goalChecked: true, redChecked: true });
    useAlertSettings.setState({ sound: true, vibrate: true, scope: 'all' });
    useFollowStore.setState({ items: [], ready: true });
  });
  afterEach(() => jest.useRealTimers());

  it('pops up the team, minute and new score with sound and vibration, then goes away', () => {
    render(<GoalAlerts />);
    push(MessageCodes.GOAL_ALERT, goal);
    const popup = screen.getByTestId('goal-popup');
    expect(popup.textContent).toContain("英超 67' 进球！");
    expect(popup.textContent).not.toContain("67''");
    expect(popup.textContent).toContain('曼城2-1阿森纳');
    expect(popup.textContent).toContain('哈兰德');
    expect(beep).toHaveBeenCalledTimes(1);
    expect(vibrate).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(6000));
    expect(screen.queryByTestId('goal-popup')).toBeNull();
  });

  it('stays silent when the goal alert is off, or the match is not followed under 仅关注', () => {
    render(<GoalAlerts />);
    useLiveStore.setState({ goalChecked: false });
    push(MessageCodes.GOAL_ALERT, goal);
    expect(screen.queryByTestId('goal-popup')).toBeNull();
    useLiveStore.setState({ goalChecked: true });
    useAlertSettings.setState({ scope: 'followed', sound: false });
    push(MessageCodes.GOAL_ALERT, goal);
    expect(screen.queryByTestId('goal-popup')).toBeNull();
    useFollowStore.setState({ items: [{ sport: 'football', matchId: 42 }] });
    push(MessageCodes.GOAL_ALERT, goal);
    expect(screen.getByTestId('goal-popup')).toBeTruthy();
    expect(beep).not.toHaveBeenCalled();
  });

  it('says when a goal is cancelled, and alerts a new red card from list patches', () => {
    const names: TeamNames = new Map([[42, { home: '曼城', away: '阿森纳', league: '英超', rc: [0, 0] }]]);
    render(<GoalAlerts names={names} />);
    push(MessageCodes.GOAL_ALERT, { ...goal, cancelled: true, score: [1, 1] });
    expect(screen.getByTestId('goal-popup').textContent).toContain('进球取消');
    push(MessageCodes.LIST_UPDATE, { sport: 'football', matches: [{ id: 42, rc: [0, 1] }] });
    const red = screen.getAllByTestId('goal-popup')[0]!;
    expect(red.textContent).toContain('英超 红牌');
    act(() => red.click());
    expect(navigate).toHaveBeenCalledWith('/live/zq/detail/42');
  });
  it("writes the minute mark once, whether the alert carries it or not (64', 45+2', never 64'')", () => {
    render(<GoalAlerts />);
    push(MessageCodes.GOAL_ALERT, { ...goal, matchId: 1, minute: '64' });
    push(MessageCodes.GOAL_ALERT, { ...goal, matchId: 2, minute: "64'" });
    push(MessageCodes.GOAL_ALERT, { ...goal, matchId: 3, minute: '45+2' });
    const titles = screen.getAllByTestId('goal-popup').map((p) => p.textContent ?? '');
    expect(titles).toEqual([
      expect.stringContaining("英超 45+2' 进球！"),
      expect.stringContaining("英超 64' 进球！"),
      expect.stringContaining("英超 64' 进球！"),
    ]);
    expect(titles.join()).not.toContain("''");
  });
});
