/** Expert levels (spec §3: 1 初级专家 … 7 职业玩家) from the settled record: more tips and a better hit rate climb. */
import { EXPERT_LEVELS } from '@kickoff/shared/contracts';
import { levelFor } from './experts';

test.each([
  // [decided (红 + 黑), hit rate %, level]
  [0, 0, 1],
  [4, 100, 1],
  [5, 49.9, 1],
  [5, 50, 2],
  [10, 55, 3],
  [10, 54, 2],
  [20, 58, 4],
  [40, 60, 5],
  [60, 62, 6],
  [100, 65, 7],
  [100, 57, 3],
  [200, 40, 1],
] as const)('%i decided at %d%% → level %i', (decided, hit, level) => {
  expect(levelFor(decided, hit)).toBe(level);
  expect(EXPERT_LEVELS[levelFor(decided, hit)]).toBeTruthy();
});
