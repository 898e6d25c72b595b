/**
 * The dev VAR match: a demo fixture whose own script cancels a goal by the asked minute, under a
 * free id, played by the engine like any other (its goal and cancellation reach the fans).
 */
import { ManualClock } from './clock';
import { varFixture } from './dev-fixture';
import { LiveEngine } from './engine';
import { footballScript } from './football-script';
import { MemoryStore } from './store';

test('the picked fixture cancels a goal by the minute asked, and the engine plays it to the fans', async () => {
  const clock = new ManualClock(Date.UTC(2026, 5, 11, 12));
  const engine = new LiveEngine({
    seed: 3,
    speed: 60,
    tickMs: 1000,
    clock,
    store: new MemoryStore(),
    autoSchedule: false,
  });
  await engine.load();
  const ot = clock.now() / 1000 + 2;
  const fx = varFixture(3, ot, 15, (id) => engine.matches.has(id))!;
  expect(fx).not.toBeNull();
  const steps = footballScript(fx).steps;
  const cancel = steps.find((s) => s.k === 'incident' && s.inc.type === 'goal_cancelled')!;
  expect(cancel.at).toBeLessThanOrEqual(15 * 60);
  // a later goal when asked: the cancelled goal itself after minute 11, its cancellation by 20
  const later = varFixture(3, ot, 20, () => false, 11)!;
  const laterSteps = footballScript(later).steps;
  const cancelled = laterSteps.findIndex((s) => s.k === 'incident' && s.inc.type === 'goal_cancelled');
  expect(laterSteps[cancelled]!.at).toBeLessThanOrEqual(20 * 60);
  const scored = laterSteps
    .slice(0, cancelled)
    .findLast((s) => s.k === 'incident' && ['goal', 'own_goal'].includes(s.inc.type));
  expect(scored!.at).toBeGreaterThanOrEqual(11 * 60);
  // another call skips the id taken
  expect(varFixture(3, ot, 15, (id) => id === fx.id)?.id).not.toBe(fx.id);
  engine.addFixtures([fx]);
  const kinds: string[] = [];
  for (let i = 0; i < 20; i++) {
    clock.advance(1000);
    for (const e of engine.tick().fanEvents) if (e.alert.matchId === fx.id) kinds.push(e.alert.kind);
  }
  expect(kinds[0]).toBe('kick_off');
  expect(kinds).toContain('goal');
  expect(kinds.indexOf('goal_cancelled')).toBeGreaterThan(kinds.indexOf('goal'));
});
