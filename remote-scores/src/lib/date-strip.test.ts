import { stripDays } from './date-strip';

describe('stripDays', () => {
  // Sunday 22 November 2026, local time
  const now = new Date(2026, 10, 22, 21, 0);

  it('赛果 ends today and reads back six days with week names', () => {
    const days = stripDays('sg', now);
    expect(days).toHaveLength(7);
    expect(days.at(-1)).toEqual({ date: '2026-11-22', label: '11-22', week: '今天' });
    expect(days[0]).toEqual({ date: '2026-11-16', label: '11-16', week: '周一' });
  });

  it('赛程 starts tomorrow', () => {
    const days = stripDays('sc', now);
    expect(days[0]).toEqual({ date: '2026-11-23', label: '11-23', week: '周一' });
    expect(days[5]!.week).toBe('周六');
    expect(days[6]).toEqual({ date: '2026-11-29', label: '11-29', week: '周日' });
  });
});
