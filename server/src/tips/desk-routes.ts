/**
 * The console's experts desk, STAFF_EXPERT_PATHS, for moderators (and admins): deciding fans'
 * applications to become an expert and hiding tips are reviews of what fans put before other fans —
 * the moderator's job, like avatars and reports; an editor or operator has no say here. Each call
 * checks the role; each change names the version it read and is audited in its transaction; the
 * fan's notice is pushed once that transaction has committed.
 */
import { Type } from '@sinclair/typebox';
import { STAFF_EXPERT_PATHS, ok } from '@kickoff/shared/contracts';
import { pushNotices } from '../notices/notices';
import { writeAudit } from '../staff/audit';
import { requireStaff } from '../staff/roles';
import type { RoutePlugin } from '../typebox';
import { decideApplication, listApplications } from './applications';
import { deskTipPage, setTipHidden } from './desk';

const tags = ['staff'];
const Int = Type.Integer({ minimum: 0, maximum: 2147483647 });

export const expertDeskRoutes: RoutePlugin = async (app) => {
  app.get(
    STAFF_EXPERT_PATHS.applications,
    {
      schema: {
        tags,
        summary: '专家申请（审核员；status=all 含已处理）',
        querystring: Type.Object({ status: Type.Optional(Type.Union([Type.Literal('pending'), Type.Literal('all')])) }),
      },
    },
    async (req) => {
      await requireStaff(req, 'moderator');
      return ok(await listApplications(app.db, req.query.status === 'all'));
    },
  );

  app.post(
    STAFF_EXPERT_PATHS.decide,
    {
      config: { writeLimit: 'manage' },
      schema: {
        tags,
        summary: '通过或拒绝专家申请（审核员；拒绝需填写理由，申请人收到通知）',
        body: Type.Object({
          userId: Int,
          version: Int,
          approve: Type.Boolean(),
          reason: Type.String({ maxLength: 1000 }),
        }),
      },
    },
    async (req) => {
      const actorId = await requireStaff(req, 'moderator');
      const { after, notices } = await app.db.transaction().execute(async (trx) => {
        const done = await decideApplication(trx, req.body);
        await writeAudit(trx, {
          actorId,
          action: req.body.approve ? 'expert.approve' : 'expert.refuse',
          target: `user:${req.body.userId}`,
          before: done.before,
          after: done.after,
        });
        return done;
      });
      pushNotices(app.hub, notices);
      return ok(after, req.body.approve ? '已通过，申请人成为初级专家' : '已拒绝');
    },
  );

  app.get(
    STAFF_EXPERT_PATHS.tips,
    {
      schema: {
        tags,
        summary: '方案管理：全部方案（含已隐藏；按标题或专家昵称搜索，审核员）',
        querystring: Type.Object({
          page: Type.Integer({ minimum: 1, maximum: 1000, default: 1 }),
          q: Type.String({ maxLength: 30, default: '' }),
        }),
      },
    },
    async (req) => {
      await requireStaff(req, 'moderator');
      return ok(await deskTipPage(app.db, req.query.page, req.query.q));
    },
  );

  app.post(
    STAFF_EXPERT_PATHS.hideTip,
    {
      config: { writeLimit: 'manage' },
      schema: {
        tags,
        summary: '隐藏或恢复方案（审核员；已购买的球迷仍可查看）',
        body: Type.Object({ id: Int, version: Int, hidden: Type.Boolean() }),
      },
    },
    async (req) => {
      const actorId = await requireStaff(req, 'moderator');
      const saved = await app.db.transaction().execute(async (trx) => {
        const { before, after } = await setTipHidden(trx, req.body);
        const action = req.body.hidden ? 'tip.hide' : 'tip.restore';
        await writeAudit(trx, { actorId, action, target: `tip:${after.id}`, before, after });
        return after;
      });
      return ok(saved, req.body.hidden ? '方案已隐藏' : '方案已恢复');
    },
  );
};
