/**
 * Becoming an expert: a fan's application waits (审核中) until a moderator approves it — the fan then
 * is a 初级专家 (level 1) — or refuses it with a reason the fan reads in a notice (they may apply
 * again). An expert applying again only changes their description. The model experts and the demo's
 * seeded expert are approved through the same `decideApplication`, without an actor.
 */
import { sql } from 'kysely';
import {
  EXPERT_REFUSE_REASON_MAX,
  ErrorCodes,
  type DecideApplicationBody,
  type ExpertApplication,
  type ExpertApplicationStatus,
  type MyExpert,
} from '@kickoff/shared/contracts';
import type { Db } from '../db/index';
import { AppError } from '../errors';
import { maskBanned } from '../moderation/word-filter';
import { createNotices, type UserNotice } from '../notices/notices';
import { invalid, staleEdit, text } from '../staff/validate';
import type { Tx } from '../wallet/ledger';
import { isExpert } from './experts';
import { tipsDb } from './tables';

const DESCRIPTION_MAX = 60;

/**
 * A signed-in user applies (or, already an expert, changes their description). Applying again while
 * pending changes the description; after a refusal it is pending again. Answers the new standing.
 */
export async function applyExpert(db: Db, userId: number, description: string): Promise<'expert' | 'pending'> {
  const trimmed = description.trim();
  if ([...trimmed].length > DESCRIPTION_MAX)
    throw new AppError(ErrorCodes.PARAM_INVALID, `简介最多${DESCRIPTION_MAX}个字`);
  const masked = maskBanned(trimmed).text;
  const t = tipsDb(db);
  if (await isExpert(db, userId)) {
    await t.updateTable('tips_experts').set({ description: masked }).where('user_id', '=', userId).execute();
    return 'expert';
  }
  await t
    .insertInto('tips_applications')
    .values({ user_id: userId, description: masked, status: 'pending' })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        description: masked,
        status: 'pending',
        reason: '',
        applied_at: new Date(),
        decided_at: null,
        version: sql<number>`tips_applications.version + 1`,
      }),
    )
    .execute();
  return 'pending';
}

/** The caller's open or refused application (null when none, or once approved). */
export async function myApplication(db: Db, userId: number): Promise<MyExpert['application']> {
  const row = await tipsDb(db)
    .selectFrom('tips_applications')
    .select(['status', 'reason'])
    .where('user_id', '=', userId)
    .where('status', 'in', ['pending', 'refused'])
    .executeTakeFirst();
  return row ? { status: row.status as 'pending' | 'refused', reason: row.reason } : null;
}

const toApplication = (r: {
  user_id: number;
  phone: string;
  nick_name: string;
  description: string;
  status: string;
  reason: string;
  applied_at: Date | string;
  decided_at: Date | string | null;
  version: number;
}): ExpertApplication => ({
  userId: r.user_id,
  phone: r.phone,
  nickName: r.nick_name,
  description: r.description,
  status: r.status as ExpertApplicationStatus,
  reason: r.reason,
  appliedAt: new Date(r.applied_at).getTime(),
  decidedAt: r.decided_at === null ? 0 : new Date(r.decided_at).getTime(),
  version: r.version,
});

const applicationQuery = (db: Db | Tx) =>
  tipsDb(db)
    .selectFrom('tips_applications as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select([
      'a.user_id',
      'u.phone',
      'u.nick_name',
      'a.description',
      'a.status',
      'a.reason',
      'a.applied_at',
      'a.decided_at',
      'a.version',
    ]);

/** Pending applications oldest first, or (`all`) the latest 100 of any state, newest first. */
export async function listApplications(db: Db, all: boolean): Promise<ExpertApplication[]> {
  const q = all
    ? applicationQuery(db).orderBy('a.applied_at', 'desc').limit(100)
    : applicationQuery(db).where('a.status', '=', 'pending').orderBy('a.applied_at').limit(100);
  return (await q.execute()).map(toApplication);
}

async function findApplication(db: Db | Tx, userId: number) {
  const row = await applicationQuery(db).where('a.user_id', '=', userId).executeTakeFirst();
  return row ? toApplication(row) : undefined;
}

/**
 * Approves (the fan becomes a level-1 expert; `model` marks the odds-model experts) or refuses (a
 * reason is required) a pending application of the version read; the fan is told by a notice
 * (written here, pushed by the caller after commit). Answers before and after.
 */
export async function decideApplication(
  trx: Tx,
  decision: DecideApplicationBody & { model?: boolean },
): Promise<{ before: ExpertApplication; after: ExpertApplication; notices: UserNotice[] }> {
  const before = await findApplication(trx, decision.userId);
  if (!before) throw invalid('该申请不存在');
  if (before.version !== decision.version) throw staleEdit();
  if (before.status !== 'pending') throw invalid('该申请已处理');
  const reason = decision.approve ? '' : text(decision.reason, '拒绝理由', EXPERT_REFUSE_REASON_MAX);
  const t = tipsDb(trx);
  const changed = await t
    .updateTable('tips_applications')
    .set((eb) => ({
      status: decision.approve ? 'approved' : 'refused',
      reason,
      decided_at: new Date(),
      version: eb('version', '+', 1),
    }))
    .where('user_id', '=', decision.userId)
    .where('version', '=', decision.version)
    .returning('user_id')
    .executeTakeFirst();
  if (!changed) throw staleEdit();
  if (decision.approve)
    await t
      .insertInto('tips_experts')
      .values({ user_id: decision.userId, description: before.description, model: decision.model ?? false })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
  const notices = await createNotices(trx, [decision.userId], {
    kind: 'system',
    title: decision.approve ? '专家申请已通过' : '专家申请未通过',
    body: decision.approve ? '你已成为初级专家，可以在推荐赛事里发布方案了。' : `原因：${reason}。修改后可以再次申请。`,
    link: '/proposal/matchList',
  });
  return { before, after: (await findApplication(trx, decision.userId))!, notices };
}

/**
 * Makes the user an expert through the fans' path — applies, then the application is approved —
 * for the model experts and the seeded fan; an expert already only gets the description.
 */
export async function seedExpert(db: Db, userId: number, description: string, model = false): Promise<void> {
  if ((await applyExpert(db, userId, description)) === 'expert') return;
  await db.transaction().execute(async (trx) => {
    const pending = (await findApplication(trx, userId))!;
    await decideApplication(trx, { userId, version: pending.version, approve: true, reason: '', model });
  });
}
