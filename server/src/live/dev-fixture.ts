/**
 * Dev tool (`POST /dev/live/var-match`, dev routes only): adds to the running engine a football
 * match kicking off in a few seconds whose script — written like any other's, never altered — has a
 * goal that VAR cancels early on, so an end-to-end run sees a goal and its cancellation in a minute
 * or so (a cancellation is about 4 % of goals). The match is picked by trying fixture ids.
 */
import { Type } from '@sinclair/typebox';
import { ErrorCodes, ok } from '@kickoff/shared/contracts';
import { AppError } from '../errors';
import { responses, type RoutePlugin } from '../typebox';
import type { LiveEngine } from './engine';
import { footballScript } from './football-script';
import { demoFixture } from './schedule';
import { teamRef } from './views';
import type { Fixture } from './types';

const VAR_ID_BASE = 950_000_000;
const TRIES = 1000;

/**
 * A demo fixture kicking off at `ot` whose first goal_cancelled comes by match minute `byMinute`
 * and whose cancelled goal is scored after minute `afterMinute`, with an id not in `taken`; null
 * when none of TRIES ids gives one.
 */
export function varFixture(
  seed: number,
  ot: number,
  byMinute: number,
  taken: (id: number) => boolean,
  afterMinute = 0,
): Fixture | null {
  const start = VAR_ID_BASE + (Math.floor(ot) % 49_000) * 1000;
  const base = demoFixture(seed, ot);
  for (let k = 0; k < TRIES; k++) {
    const fx: Fixture = { ...base, id: start + k };
    if (taken(fx.id)) continue;
    const steps = footballScript(fx).steps;
    const c = steps.findIndex((s) => s.k === 'incident' && s.inc.type === 'goal_cancelled');
    const cancel = steps[c];
    if (!cancel || cancel.at > byMinute * 60) continue;
    const side = cancel.k === 'incident' ? cancel.inc.side : undefined;
    const goal = steps
      .slice(0, c)
      .findLast((s) => s.k === 'incident' && s.inc.side === side && ['goal', 'own_goal'].includes(s.inc.type));
    if (goal && goal.at >= afterMinute * 60) return fx;
  }
  return null;
}

export function varMatchRoute(engine: LiveEngine): RoutePlugin {
  return async (app) => {
    app.post(
      '/dev/live/var-match',
      {
        schema: {
          tags: ['dev'],
          summary: '开发环境：加一场几秒后开球、开场不久有进球被VAR取消的足球比赛',
          body: Type.Object({
            inSeconds: Type.Integer({ minimum: 1, maximum: 600, default: 5 }),
            byMinute: Type.Integer({ minimum: 5, maximum: 90, default: 15 }),
            /** the cancelled goal itself comes after this minute (e.g. once ratings show, at ten) */
            afterMinute: Type.Integer({ minimum: 0, maximum: 80, default: 0 }),
          }),
          response: responses(
            Type.Object({ id: Type.Integer(), ot: Type.Integer(), home: Type.String(), away: Type.String() }),
          ),
        },
      },
      async (req) => {
        const ot = Math.ceil(engine.clock.now() / 1000) + req.body.inSeconds;
        const fx = varFixture(engine.seed, ot, req.body.byMinute, (id) => engine.matches.has(id), req.body.afterMinute);
        if (!fx) throw new AppError(ErrorCodes.NOT_FOUND, '没有找到这样的比赛，请换个时间再试');
        engine.addFixtures([fx]);
        return ok({ id: fx.id, ot: fx.ot, home: teamRef(fx.homeId).name, away: teamRef(fx.awayId).name });
      },
    );
  };
}
