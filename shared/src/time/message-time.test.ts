import { messageTime } from './message-time';

describe('messageTime', () => {
  const now = new Date(2026, 10, 22, 21, 30).getTime();
  it('shows time only for today', () => {
    expect(messageTime(new Date(2026, 10, 22, 0, 5).getTime(), now)).toBe('00:05');
  });
  it('shows month-day and time earlier this year', () => {
    expect(messageTime(new Date(2026, 10, 21, 23, 59).getTime(), now)).toBe('11-21 23:59');
    expect(messageTime(new Date(2026, 0, 1, 8, 0).getTime(), now)).toBe('01-01 08:00');
  });
  it('shows the full date for earlier years', () => {
    expect(messageTime(new Date(2025, 11, 31, 23, 59).getTime(), now)).toBe('2025-12-31');
  });
});
