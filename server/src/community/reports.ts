/**
 * Moderation: fans report a post, comment, room chat line or message (once each; what may be
 * reported: moderation/reportable.ts); the console's queue is moderation/report-queue.ts. The
 * older admin calls here see the open reports on posts and comments grouped by what was reported,
 * and hide it (the post or comment disappears from every list and call, and its
 * reports close) or keep it (the reports close as dismissed).
 */
import { sql } from 'kysely';
import { ErrorCodes, type CommunityReport, type ModerationTarget, type ReportTarget } from '@kickoff/shared/contracts';
import type { Db } from '../db/index';
import { AppError } from '../errors';
import { requireReportable } from '../moderation/reportable';
import { writeAudit } from '../staff/audit';
import { maskBanned } from '../moderation/word-filter';
import { communityDb, postCode } from './tables';

const tableOf = (t: ReportTarget) => (t === 'post' ? 'community_posts' : 'community_comments');

export async function report(
  db: Db,
  userId: number,
  target: ModerationTarget,
  id: number,
  reason: string,
): Promise<void> {
  const text = maskBanned(reason.trim()).text;
  if (!text) throw new AppError(ErrorCodes.PARAM_INVALID, '请填写举报理由');
  await requireReportable(db, userId, { target, id });
  await communityDb(db)
    .insertInto('community_reports')
    .values({ target, target_id: id, user_id: userId, reason: text })
    .onConflict((oc) => oc.columns(['target', 'target_id', 'user_id']).doNothing())
    .execute();
}

export async function openReports(db: Db): Promise<CommunityReport[]> {
  const rows = await sql<{
    id: number;
    target: ReportTarget;
    target_id: number;
    reason: string;
    created_at: Date | string;
    nick_name: string;
    n: string | number;
    post_id: number;
    excerpt: string;
  }>`
    SELECT r.id, r.target, r.target_id, r.reason, r.created_at, u.nick_name, g.n,
           COALESCE(c.post_id, r.target_id) AS post_id, COALESCE(c.body, p.body, '') AS excerpt
    FROM (SELECT target, target_id, min(id) AS first, count(*) AS n FROM community_reports
          WHERE status = 'open' AND target IN ('post', 'comment') GROUP BY target, target_id) g
    JOIN community_reports r ON r.id = g.first
    JOIN users u ON u.id = r.user_id
    LEFT JOIN community_posts p ON r.target = 'post' AND p.id = r.target_id
    LEFT JOIN community_comments c ON r.target = 'comment' AND c.id = r.target_id
    ORDER BY g.n DESC, r.id LIMIT 100`.execute(db);
  return rows.rows.map((r) => ({
    id: r.id,
    target: r.target,
    targetId: r.target_id,
    code: postCode(r.post_id),
    excerpt: [...r.excerpt].slice(0, 80).join(''),
    reason: r.reason,
    reporter: r.nick_name,
    count: Number(r.n),
    time: new Date(r.created_at).getTime(),
  }));
}

/**
 * Hides (or keeps) a post or comment and closes its open reports, in one transaction with the
 * moderator's audit row (community.hide / community.keep: hidden and open reports before and after).
 */
export async function moderate(
  db: Db,
  actorId: number,
  target: ReportTarget,
  id: number,
  hide: boolean,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const found = await sql<{ hidden: boolean }>`
      SELECT hidden FROM ${sql.table(tableOf(target))} WHERE id = ${id} FOR UPDATE`.execute(trx);
    const before = found.rows[0];
    if (!before) throw new AppError(ErrorCodes.NOT_FOUND, '内容不存在');
    await sql`UPDATE ${sql.table(tableOf(target))} SET hidden = ${hide} WHERE id = ${id}`.execute(trx);
    const closed = await communityDb(trx)
      .updateTable('community_reports')
      .set({ status: hide ? 'hidden' : 'dismissed' })
      .where('target', '=', target)
      .where('target_id', '=', id)
      .where('status', '=', 'open')
      .returning('id')
      .execute();
    await writeAudit(trx, {
      actorId,
      action: hide ? 'community.hide' : 'community.keep',
      target: `${target}:${id}`,
      before: { hidden: before.hidden, openReports: closed.length },
      after: { hidden: hide, openReports: 0 },
    });
  });
}
