/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { FootballListMatch } from '@kickoff/shared/contracts';
import { FootballRow } from './football-row';

const league = { id: 1, name: '英超', color: '#3d195b' };
const kickoff = Date.UTC(2026, 10, 22, 12, 0) / 1000;
const base: FootballListMatch = {
  id: 7,
  s: 2,
  li: 1,
  league,
  ot: kickoff,
  kt: kickoff,
  isShow: 1,
  timIng: '46',
  round: '12',
  home: { id: 1, name: '曼城', rank: 1 },
  away: { id: 2, name: '阿森纳', rank: 3 },
  sc: [1, 0],
  hsc: null,
  rc: [0, 1],
  yc: [2, 0],
  cn: [5, 3],
  hot: true,
  hasVideo: false,
  hasAnim: false,
};
const opts = { corners: true, ranking: true, yellows: true };

describe('FootballRow', () => {
  it('shows 45+ in first-half stoppage, the score, corners, ranking and red cards', () => {
    render(<FootballRow m={base} top={0} now={(kickoff + 47 * 60) * 1000} opts={opts} onOpen={() => undefined} />);
    expect(screen.getByTestId('row-status').textContent).toBe('45+');
    expect(screen.getByTestId('row-score').textContent).toBe('1-0');
    expect(screen.getByText('角:5-3')).toBeTruthy();
    expect(screen.getByText('[1]')).toBeTruthy();
    expect(screen.getByLabelText('红牌1')).toBeTruthy();
    expect(screen.getByLabelText('黄牌2')).toBeTruthy();
  });

  it('hides corners, ranking and yellow cards when the settings are off', () => {
    render(
      <FootballRow
        m={{ ...base, s: 3, hsc: [1, 0] }}
        top={0}
        now={0}
        opts={{ corners: false, ranking: false, yellows: false }}
        onOpen={() => undefined}
      />,
    );
    expect(screen.getByTestId('row-status').textContent).toBe('中场');
    expect(screen.getByText('半:1-0')).toBeTruthy();
    expect(screen.queryByText('角:5-3')).toBeNull();
    expect(screen.queryByText('[1]')).toBeNull();
    expect(screen.queryByLabelText('黄牌2')).toBeNull();
  });

  it('a goal pulses the score cell for 3 s; a red card highlights the row briefly; a tap opens the detail', () => {
    jest.useFakeTimers();
    const onOpen = jest.fn();
    const { rerender, container } = render(<FootballRow m={base} top={0} now={0} opts={opts} onOpen={onOpen} />);
    const row = container.firstElementChild!;
    const score = screen.getByTestId('row-score');
    const plainRow = row.className;
    const plainScore = score.className;
    rerender(<FootballRow m={{ ...base, sc: [2, 0] }} top={0} now={0} opts={opts} onOpen={onOpen} />);
    expect(score.className).toContain('goal');
    expect(row.className).toBe(plainRow);
    act(() => jest.advanceTimersByTime(2900));
    expect(score.className).toContain('goal');
    act(() => jest.advanceTimersByTime(200));
    expect(score.className).toBe(plainScore);

    rerender(<FootballRow m={{ ...base, sc: [2, 0], rc: [1, 0] }} top={0} now={0} opts={opts} onOpen={onOpen} />);
    expect(row.className).toContain('flash');
    act(() => jest.advanceTimersByTime(1600));
    expect(row.className).toBe(plainRow);
    fireEvent.click(row);
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }));
    jest.useRealTimers();
  });

  it('shows VS before kick-off', () => {
    render(<FootballRow m={{ ...base, s: 1 }} top={0} now={0} opts={opts} onOpen={() => undefined} />);
    expect(screen.getByTestId('row-score').textContent).toBe('VS');
  });
});
