/** `GET /tj/checkin` (today's status, the streak, the week) and `POST /tj/checkin` (check in). */
import { Type } from '@sinclair/typebox';
import { ok } from '@kickoff/shared/contracts';
import { requireUserId } from '../auth/guard';
import { responses, type RoutePlugin } from '../typebox';
import { checkIn, checkinStatus } from './checkin';

const Reward = Type.Object({ coin: Type.Integer(), point: Type.Integer() });
const Status = Type.Object({
  today: Type.String(),
  checkedToday: Type.Boolean(),
  streak: Type.Integer(),
  reward: Reward,
  week: Type.Array(Type.Object({ date: Type.String(), checked: Type.Boolean() })),
});

const checkinRoutes: RoutePlugin = async (app) => {
  const tags = ['activity'];

  app.get(
    '/tj/checkin',
    { schema: { tags, summary: '签到状态（需登录）', response: responses(Status) } },
    async (req) => {
      return ok(await checkinStatus(app.db, await requireUserId(req), Date.now()));
    },
  );

  app.post(
    '/tj/checkin',
    {
      config: { writeLimit: 'reaction', rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: '每日签到：金币与积分入账，同一天重复签到不再发放（需登录）',
        response: responses(Status),
      },
    },
    async (req) => {
      const { paid, status } = await checkIn(app.db, await requireUserId(req), Date.now());
      return ok(
        status,
        paid ? `签到成功，获得${status.reward.coin}金币、${status.reward.point}积分` : '今天已经签到过了',
      );
    },
  );
};

export default checkinRoutes;
