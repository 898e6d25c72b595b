/**
 * The console's report queue over the community's reports (community/reports.ts keeps the fans'
 * side): one entry per reported post or comment, with its author; closing it hides (or keeps) the
 * content and closes every open report on it at once — a second moderator closing it again is
 * refused — and writes each reporter a notice of the outcome. Hidden content can be restored.
 */
import { sql } from 'kysely';
import {
  ErrorCodes,
  MODERATION_REPORT_NAMES,
  type ContentRef,
  type HiddenContent,
  type ModerationReport,
  type ReportTarget,
} from '@kickoff/shared/contracts';
import type { Db } from '../db/index';
import { AppError } from '../errors';
import { createNotices, type UserNotice } from '../notices/notices';
import { communityDb, postCode } from '../community/tables';
import type { Tx } from '../wallet/ledger';

const tableOf = (t: ReportTarget) => (t === 'post' ? 'community_posts' : 'community_comments');
const clip = (text: string, n: number) => {
  const chars = [...text];
  return chars.length > n ? `${chars.slice(0, n - 1).join('')}…` : text;
};

interface ContentRow {
  target: ReportTarget;
  target_id: number;
  post_id: number;
  excerpt: string;
  author_id: number;
  author_name: string;
}

/** the reported (or hidden) thing's post, text and author, for a set of rows carrying target/target_id */
const contentColumns = sql`
  COALESCE(c.post_id, p.id) AS post_id,
  COALESCE(c.body, CASE WHEN p.title <> '' THEN p.title || ' ' || p.body ELSE p.body END, '') AS excerpt,
  COALESCE(c.user_id, p.user_id) AS author_id, a.nick_name AS author_name`;

export async function openReportQueue(db: Db): Promise<ModerationReport[]> {
  const rows = await sql<
    ContentRow & { reason: string; reporter: string; n: string | number; created_at: Date | string }
  >`
    SELECT r.target, r.target_id, r.reason, r.created_at, u.nick_name AS reporter, g.n, ${contentColumns}
    FROM (SELECT target, target_id, min(id) AS first, count(*) AS n FROM community_reports
          WHERE status = 'open' GROUP BY target, target_id) g
    JOIN community_reports r ON r.id = g.first
    JOIN users u ON u.id = r.user_id
    LEFT JOIN community_posts p ON r.target = 'post' AND p.id = r.target_id
    LEFT JOIN community_comments c ON r.target = 'comment' AND c.id = r.target_id
    JOIN users a ON a.id = COALESCE(c.user_id, p.user_id)
    ORDER BY g.n DESC, r.id LIMIT 100`.execute(db);
  return rows.rows.map((r) => ({
    target: r.target,
    id: r.target_id,
    code: postCode(r.post_id),
    excerpt: clip(r.excerpt, 120),
    authorId: r.author_id,
    authorName: r.author_name,
    reason: r.reason,
    reporter: r.reporter,
    count: Number(r.n),
    time: new Date(r.created_at).getTime(),
  }));
}

/** The newest hidden posts and comments (50 of each at most), newest first. */
export async function hiddenContent(db: Db): Promise<HiddenContent[]> {
  const rows = await sql<ContentRow & { created_at: Date | string }>`
    (SELECT 'post' AS target, p.id AS target_id, p.created_at, ${contentColumns}
     FROM community_posts p LEFT JOIN community_comments c ON false JOIN users a ON a.id = p.user_id
     WHERE p.hidden ORDER BY p.id DESC LIMIT 50)
    UNION ALL
    (SELECT 'comment' AS target, c.id AS target_id, c.created_at, ${contentColumns}
     FROM community_comments c LEFT JOIN community_posts p ON false JOIN users a ON a.id = c.user_id
     WHERE c.hidden ORDER BY c.id DESC LIMIT 50)`.execute(db);
  return rows.rows
    .map((r) => ({
      target: r.target,
      id: r.target_id,
      code: postCode(r.post_id),
      excerpt: clip(r.excerpt, 120),
      authorId: r.author_id,
      authorName: r.author_name,
      time: new Date(r.created_at).getTime(),
    }))
    .sort((a, b) => b.time - a.time);
}

/** The content's text and hidden flag, or a NOT_FOUND. */
async function content(db: Tx, ref: ContentRef): Promise<{ text: string; hidden: boolean }> {
  const row = await sql<{ text: string; hidden: boolean }>`
    SELECT body AS text, hidden FROM ${sql.table(tableOf(ref.target))} WHERE id = ${ref.id} FOR UPDATE`.execute(db);
  const found = row.rows[0];
  if (!found) throw new AppError(ErrorCodes.NOT_FOUND, `${MODERATION_REPORT_NAMES[ref.target]}不存在`);
  return found;
}

const setHidden = (db: Tx, ref: ContentRef, hidden: boolean) =>
  sql`UPDATE ${sql.table(tableOf(ref.target))} SET hidden = ${hidden} WHERE id = ${ref.id}`.execute(db);

export interface Resolved {
  before: { hidden: boolean; openReports: number };
  after: { hidden: boolean; status: 'hidden' | 'dismissed' };
  notices: UserNotice[];
}

/**
 * Closes the open reports on the content — hiding it, or keeping it — and writes each reporter a
 * notice, in the caller's transaction. Refused (CONFLICT) when no report on it is open any more.
 */
export async function resolveReports(db: Tx, ref: ContentRef, hide: boolean): Promise<Resolved> {
  const item = await content(db, ref);
  const status = hide ? 'hidden' : 'dismissed';
  const closed = await communityDb(db)
    .updateTable('community_reports')
    .set({ status })
    .where('target', '=', ref.target)
    .where('target_id', '=', ref.id)
    .where('status', '=', 'open')
    .returning(['id', 'user_id'])
    .execute();
  if (closed.length === 0) throw new AppError(ErrorCodes.CONFLICT, '该举报已被其他人处理，请刷新');
  if (hide) await setHidden(db, ref, true);
  const noun = MODERATION_REPORT_NAMES[ref.target];
  const quoted = `「${clip(item.text, 20)}」`;
  const first = Math.min(...closed.map((r) => r.id));
  const notices = await createNotices(
    db,
    closed.map((r) => r.user_id),
    {
      kind: 'system',
      title: '举报处理结果',
      body: hide
        ? `你举报的${noun}${quoted}经审核违反社区规范，已被隐藏。感谢你帮助维护社区秩序。`
        : `你举报的${noun}${quoted}经审核未发现违规，予以保留。感谢你的反馈。`,
      dedupeKey: `report:${ref.target}:${ref.id}:${first}`,
    },
  );
  return {
    before: { hidden: item.hidden, openReports: closed.length },
    after: { hidden: hide || item.hidden, status },
    notices,
  };
}

/** Shows a hidden post or comment again; refused (CONFLICT) when it is not hidden (any more). */
export async function restoreContent(db: Tx, ref: ContentRef): Promise<void> {
  const item = await content(db, ref);
  if (!item.hidden) throw new AppError(ErrorCodes.CONFLICT, '内容未被隐藏，可能已被其他人恢复，请刷新');
  await setHidden(db, ref, false);
}
