/** A goal alert carries the bare minute, like `timIng`: the client adds the mark once (no 64''). */
import { minuteMark } from '@kickoff/shared/contracts';
import { goalAlertOf } from './goal-alerts';

const match = { id: 42, leagueId: 36, homeId: 1, awayId: 2 };

test("a goal in the 64th minute is minute '64', shown 64'; one in stoppage is 45+2, shown 45+2'", () => {
  const at64 = goalAlertOf(match, { id: 1, type: 'goal', minute: 64, side: 'home', player: 'A', score: [1, 0] }, 1);
  expect(at64.minute).toBe('64');
  expect(minuteMark(at64.minute)).toBe("64'");
  const stoppage = goalAlertOf(
    match,
    { id: 2, type: 'goal', minute: 45, extra: 2, side: 'away', player: 'B', score: [1, 1] },
    2,
  );
  expect(stoppage.minute).toBe('45+2');
  expect(minuteMark(stoppage.minute)).toBe("45+2'");
});
