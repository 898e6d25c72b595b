/**
 * The console's report queue over the fans' reports (community/reports.ts keeps the fans' side):
 * one entry per reported post, comment, room chat line or message, with its author; closing it
 * hides (or keeps) the content and closes every open report on it at once — a second moderator
 * closing it again is refused — and writes each reporter a notice of the outcome. A hidden chat
 * line is deleted from the room (refill and replays skip it); a hidden message keeps its seq but
 * is shown to nobody. Whatever a moderator hid can be restored.
 */
import { sql } from 'kysely';
import {
  ErrorCodes,
  MODERATION_REPORT_NAMES,
  type HiddenContent,
  type ModerationReport,
  type ModerationTarget,
  type ReportRef,
  type Sport,
} from '@kickoff/shared/contracts';
import type { Db } from '../db/index';
import { AppError } from '../errors';
import { createNotices, type UserNotice } from '../notices/notices';
import { communityDb, postCode } from '../community/tables';
import type { Tx } from '../wallet/ledger';

const tableOf = (t: ModerationTarget) =>
  ({ post: 'community_posts', comment: 'community_comments', chat: 'vlive_chat', message: 'im_messages' })[t];
const clip = (text: string, n: number) => {
  const chars = [...text];
  return chars.length > n ? `${chars.slice(0, n - 1).join('')}…` : text;
};

interface ContentRow {
  target: ModerationTarget;
  target_id: number;
  post_id: number | null;
  excerpt: string;
  author_id: number;
  author_name: string;
}

/** the reported (or hidden) thing's post, text and author, for a set of rows carrying target/target_id */
const contentColumns = sql`
  COALESCE(c.post_id, p.id) AS post_id,
  COALESCE(c.body, CASE WHEN p.title <> '' THEN p.title || ' ' || p.body ELSE p.body END, '') AS excerpt,
  COALESCE(c.user_id, p.user_id) AS author_id, a.nick_name AS author_name`;

/** where a chat line or message was said, for rows joined as ch (+ vr) or m (+ ic) */
const placeOf = sql`
  CASE WHEN ch.id IS NOT NULL AND ch.room_id IS NOT NULL THEN '直播间「' || vr.title || '」'
       WHEN ch.id IS NOT NULL THEN '聊球'
       WHEN ic.kind = 'private' THEN '私信'
       WHEN ic.id IS NOT NULL THEN '群聊「' || ic.name || '」'
       ELSE '' END`;

interface QueueRow {
  target: ModerationTarget;
  target_id: number;
  post_id: number | null;
  excerpt: string;
  place: string;
  author_id: number;
  author_name: string;
  reason: string;
  reporter: string;
  n: string | number;
  created_at: Date | string;
}

export async function openReportQueue(db: Db): Promise<ModerationReport[]> {
  const rows = await sql<QueueRow>`
    SELECT r.target, r.target_id, r.reason, r.created_at, u.nick_name AS reporter, g.n,
      COALESCE(c.post_id, p.id) AS post_id,
      COALESCE(c.body, CASE WHEN p.title <> '' THEN p.title || ' ' || p.body ELSE p.body END, ch.text,
               CASE WHEN m.kind = 'image' THEN '[图片]' ELSE m.text END, '') AS excerpt,
      ${placeOf} AS place,
      a.id AS author_id, a.nick_name AS author_name
    FROM (SELECT target, target_id, min(id) AS first, count(*) AS n FROM community_reports
          WHERE status = 'open' GROUP BY target, target_id) g
    JOIN community_reports r ON r.id = g.first
    JOIN users u ON u.id = r.user_id
    LEFT JOIN community_posts p ON r.target = 'post' AND p.id = r.target_id
    LEFT JOIN community_comments c ON r.target = 'comment' AND c.id = r.target_id
    LEFT JOIN vlive_chat ch ON r.target = 'chat' AND ch.id = r.target_id
    LEFT JOIN vlive_rooms vr ON vr.id = ch.room_id
    LEFT JOIN im_messages m ON r.target = 'message' AND m.id = r.target_id
    LEFT JOIN im_conversations ic ON ic.id = m.conversation_id
    JOIN users a ON a.id = COALESCE(c.user_id, p.user_id, ch.user_id, m.sender_id)
    ORDER BY g.n DESC, r.id LIMIT 100`.execute(db);
  return rows.rows.map((r) => ({
    target: r.target,
    id: r.target_id,
    code: r.post_id === null ? '' : postCode(r.post_id),
    place: r.place,
    excerpt: clip(r.excerpt, 120),
    authorId: r.author_id,
    authorName: r.author_name,
    reason: r.reason,
    reporter: r.reporter,
    count: Number(r.n),
    time: new Date(r.created_at).getTime(),
  }));
}

interface HiddenRow extends ContentRow {
  place: string;
  created_at: Date | string;
}

/**
 * The newest hidden posts, comments, room chat lines and messages (50 of each at most), newest
 * first. A chat line counts only when a moderator hid it (a report on it closed as hidden): one its
 * anchor deleted is the anchor's to take back, not the console's.
 */
export async function hiddenContent(db: Db): Promise<HiddenContent[]> {
  const rows = await sql<HiddenRow>`
    (SELECT 'post' AS target, p.id AS target_id, p.created_at, '' AS place, ${contentColumns}
     FROM community_posts p LEFT JOIN community_comments c ON false JOIN users a ON a.id = p.user_id
     WHERE p.hidden ORDER BY p.id DESC LIMIT 50)
    UNION ALL
    (SELECT 'comment' AS target, c.id AS target_id, c.created_at, '' AS place, ${contentColumns}
     FROM community_comments c LEFT JOIN community_posts p ON false JOIN users a ON a.id = c.user_id
     WHERE c.hidden ORDER BY c.id DESC LIMIT 50)
    UNION ALL
    (SELECT 'chat' AS target, ch.id AS target_id, ch.created_at, ${placeOf} AS place, NULL AS post_id,
            ch.text AS excerpt, a.id AS author_id, a.nick_name AS author_name
     FROM vlive_chat ch LEFT JOIN vlive_rooms vr ON vr.id = ch.room_id
     LEFT JOIN im_messages m ON false LEFT JOIN im_conversations ic ON false JOIN users a ON a.id = ch.user_id
     WHERE ch.deleted AND EXISTS (SELECT 1 FROM community_reports r
                                  WHERE r.target = 'chat' AND r.target_id = ch.id AND r.status = 'hidden')
     ORDER BY ch.id DESC LIMIT 50)
    UNION ALL
    (SELECT 'message' AS target, m.id AS target_id, m.created_at, ${placeOf} AS place, NULL AS post_id,
            CASE WHEN m.kind = 'image' THEN '[图片]' ELSE m.text END AS excerpt,
            a.id AS author_id, a.nick_name AS author_name
     FROM im_messages m JOIN im_conversations ic ON ic.id = m.conversation_id
     LEFT JOIN vlive_chat ch ON false LEFT JOIN vlive_rooms vr ON false JOIN users a ON a.id = m.sender_id
     WHERE m.hidden_at IS NOT NULL ORDER BY m.id DESC LIMIT 50)`.execute(db);
  return rows.rows
    .map((r) => ({
      target: r.target,
      id: r.target_id,
      code: r.post_id === null ? '' : postCode(r.post_id),
      place: r.place,
      excerpt: clip(r.excerpt, 120),
      authorId: r.author_id,
      authorName: r.author_name,
      time: new Date(r.created_at).getTime(),
    }))
    .sort((a, b) => b.time - a.time);
}

interface Content {
  text: string;
  hidden: boolean;
  /** a chat line's room (or sport-wide group) */
  room_id?: number | null;
  sport?: Sport | null;
  /** a message's conversation and seq */
  conversation_id?: number;
  seq?: number;
}

/** The columns each kind of content is read with: its text and whether it is hidden already. */
const contentQuery = (ref: ReportRef) => {
  switch (ref.target) {
    case 'chat':
      return sql<Content>`
        SELECT text, deleted AS hidden, room_id, sport FROM vlive_chat WHERE id = ${ref.id} FOR UPDATE`;
    case 'message':
      return sql<Content>`
        SELECT CASE WHEN kind = 'image' THEN '[图片]' ELSE text END AS text, hidden_at IS NOT NULL AS hidden,
               conversation_id, seq
        FROM im_messages WHERE id = ${ref.id} FOR UPDATE`;
    default:
      return sql<Content>`
        SELECT body AS text, hidden FROM ${sql.table(tableOf(ref.target))} WHERE id = ${ref.id} FOR UPDATE`;
  }
};

/** The content's text and hidden flag, or a NOT_FOUND. */
async function content(db: Tx, ref: ReportRef): Promise<Content> {
  const found = (await contentQuery(ref).execute(db)).rows[0];
  if (!found) throw new AppError(ErrorCodes.NOT_FOUND, `${MODERATION_REPORT_NAMES[ref.target]}不存在`);
  return found;
}

const setHidden = (db: Tx, ref: ReportRef, hidden: boolean) => {
  switch (ref.target) {
    case 'chat':
      return sql`UPDATE vlive_chat SET deleted = ${hidden} WHERE id = ${ref.id}`.execute(db);
    case 'message':
      return sql`UPDATE im_messages SET hidden_at = ${hidden ? new Date() : null} WHERE id = ${ref.id}`.execute(db);
    default:
      return sql`UPDATE ${sql.table(tableOf(ref.target))} SET hidden = ${hidden} WHERE id = ${ref.id}`.execute(db);
  }
};

/** What to tell the clients showing a chat line or message just hidden (after the commit). */
export type HiddenPush =
  { kind: 'chat'; group: number | Sport; id: number } | { kind: 'message'; conversationId: number; seq: number } | null;

function pushOf(ref: ReportRef, item: Content): HiddenPush {
  if (ref.target === 'chat') return { kind: 'chat', group: item.room_id ?? item.sport!, id: ref.id };
  if (ref.target === 'message') return { kind: 'message', conversationId: item.conversation_id!, seq: item.seq! };
  return null;
}

export interface Resolved {
  before: { hidden: boolean; openReports: number };
  after: { hidden: boolean; status: 'hidden' | 'dismissed' };
  notices: UserNotice[];
  /** set when a chat line or message was hidden now */
  push: HiddenPush;
}

/**
 * Closes the open reports on the content — hiding it, or keeping it — and writes each reporter a
 * notice, in the caller's transaction. Refused (CONFLICT) when no report on it is open any more.
 */
export async function resolveReports(db: Tx, ref: ReportRef, hide: boolean): Promise<Resolved> {
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
  if (hide && !item.hidden) await setHidden(db, ref, true);
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
    push: hide && !item.hidden ? pushOf(ref, item) : null,
  };
}

/**
 * Shows hidden content again — a post, comment or message, or a chat line a moderator hid (not
 * one its anchor deleted); refused (CONFLICT) when it is not hidden (any more).
 */
export async function restoreContent(db: Tx, ref: ReportRef): Promise<void> {
  const item = await content(db, ref);
  const byModerator =
    ref.target !== 'chat' ||
    (
      await sql`SELECT 1 FROM community_reports
                WHERE target = 'chat' AND target_id = ${ref.id} AND status = 'hidden'`.execute(db)
    ).rows.length > 0;
  if (!item.hidden || !byModerator) {
    throw new AppError(ErrorCodes.CONFLICT, '内容未被隐藏，可能已被其他人恢复，请刷新');
  }
  await setHidden(db, ref, false);
}
