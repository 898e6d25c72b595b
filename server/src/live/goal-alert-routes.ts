/**
 * `GET /api/live/goal-alerts?after=<seq>`: the goal alerts a client missed (its socket was down),
 * from the stored incidents — oldest first, the last 10 minutes, at most 100. Without `after` it
 * answers only `head`, where a fresh client starts (a page load never replays old goals).
 */
import { Type } from '@sinclair/typebox';
import { ErrorCodes, GOAL_ALERTS_PATH, ok } from '@kickoff/shared/contracts';
import { AppError } from '../errors';
import { responses, type RoutePlugin } from '../typebox';
import { goalAlertPage, type GoalLog } from './goal-alerts';

const GoalAlertSchema = Type.Object({
  matchId: Type.Integer(),
  league: Type.String(),
  home: Type.String(),
  away: Type.String(),
  side: Type.Union([Type.Literal('home'), Type.Literal('away')]),
  minute: Type.String(),
  score: Type.Tuple([Type.Integer(), Type.Integer()]),
  player: Type.String(),
  cancelled: Type.Boolean(),
  seq: Type.Integer(),
  at: Type.Integer(),
});

export const GoalAlertPageSchema = Type.Object({
  list: Type.Array(GoalAlertSchema),
  head: Type.Integer(),
  now: Type.Integer(),
});

/** `after` as sent: digits only, a safe integer (a sequence is ms × 1000, 16 digits today). */
function parseAfter(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const n = /^\d{1,16}$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(n))
    throw new AppError(ErrorCodes.PARAM_INVALID, '参数错误：after 须为非负整数（进球序号）');
  return n;
}

export function goalAlertRoutes(log: GoalLog, now: () => number = Date.now, budget = 3000): RoutePlugin {
  return async (app) => {
    app.get(
      GOAL_ALERTS_PATH,
      {
        config: { rateLimit: { max: budget, timeWindow: 60_000 } },
        schema: {
          tags: ['live'],
          summary: '断线期间错过的进球提醒（after 之后，最近 10 分钟，最多 100 条）',
          querystring: Type.Object({ after: Type.Optional(Type.String({ maxLength: 32 })) }),
          response: responses(GoalAlertPageSchema),
        },
      },
      async (req) => ok(await goalAlertPage(log, parseAfter(req.query.after), now())),
    );
  };
}
