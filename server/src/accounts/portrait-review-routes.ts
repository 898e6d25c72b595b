/**
 * The moderators' portrait review: the queue of pictures waiting, approve or reject one
 * (accounts/portraits.ts), audited like the console's own review (portrait.approve / reject) in the
 * same transaction.
 */
import { Type } from '@sinclair/typebox';
import { ok, PORTRAIT_REVIEW_PATHS } from '@kickoff/shared/contracts';
import { responses, type RoutePlugin } from '../typebox';
import { pendingPortraits, reviewPortrait } from './portraits';
import { writeAudit } from '../staff/audit';
import { requireModerator } from '../staff/roles';
import { TokenHeader } from './schemas';

const PendingSchema = Type.Object({
  userId: Type.Integer(),
  nickName: Type.String(),
  portrait: Type.String(),
  portraitNew: Type.String(),
  uploadedAt: Type.Number(),
});

const portraitReviewRoutes: RoutePlugin = async (app) => {
  const tags = ['user'];

  app.get(
    PORTRAIT_REVIEW_PATHS.pending,
    {
      schema: {
        tags,
        summary: '待审核的头像（管理员），最早上传的在前，最多 100 条',
        headers: TokenHeader,
        response: responses(Type.Array(PendingSchema)),
      },
    },
    async (request) => {
      await requireModerator(request);
      return ok(await pendingPortraits(app.db));
    },
  );

  app.post(
    PORTRAIT_REVIEW_PATHS.review,
    {
      config: { writeLimit: 'manage' },
      schema: {
        tags,
        summary: '审核头像（管理员）：通过则所有人看到新头像，驳回则删除、保留原头像',
        headers: TokenHeader,
        body: Type.Object({ userId: Type.Integer({ minimum: 1, maximum: 2147483647 }), approve: Type.Boolean() }),
        response: responses(Type.Object({ userId: Type.Integer(), portrait: Type.String() })),
      },
    },
    async (request) => {
      const actorId = await requireModerator(request);
      const { approve } = request.body;
      const { userId, portrait } = await app.db.transaction().execute(async (trx) => {
        const r = await reviewPortrait(trx, request.body.userId, approve);
        await writeAudit(trx, {
          actorId,
          action: approve ? 'portrait.approve' : 'portrait.reject',
          target: `user:${r.userId}`,
          before: { portrait: r.before, pending: r.pending },
          after: { portrait: r.portrait, pending: '' },
        });
        return r;
      });
      return ok({ userId, portrait }, request.body.approve ? '头像已通过' : '头像已驳回');
    },
  );
};

export default portraitReviewRoutes;
