/**
 * What a fan may report (`POST /inform/community/report`): a post or comment that is shown, a room
 * chat line that is shown, or a message someone else sent in a conversation the fan is in (and can
 * read). Anything else is refused in Chinese, so nothing is written.
 */
import { sql } from 'kysely';
import { ErrorCodes, type ReportRef } from '@kickoff/shared/contracts';
import type { Db } from '../db/index';
import { AppError } from '../errors';

interface Found {
  author: number | null;
}

async function find(db: Db, userId: number, { target, id }: ReportRef): Promise<Found | undefined> {
  if (target === 'post' || target === 'comment') {
    const table = target === 'post' ? 'community_posts' : 'community_comments';
    const rows = await sql<{ author: number }>`
      SELECT user_id AS author FROM ${sql.table(table)} WHERE id = ${id} AND hidden = false`.execute(db);
    return rows.rows[0];
  }
  if (target === 'chat') {
    const rows = await sql<{ author: number }>`
      SELECT user_id AS author FROM vlive_chat WHERE id = ${id} AND deleted = false`.execute(db);
    return rows.rows[0];
  }
  // a message: only one the fan can read — a member now, sent after they joined, not taken back
  const rows = await sql<{ author: number | null }>`
    SELECT m.sender_id AS author FROM im_messages m
    JOIN im_members mb ON mb.conversation_id = m.conversation_id AND mb.user_id = ${userId} AND mb.left_at IS NULL
    WHERE m.id = ${id} AND m.seq > mb.since_seq AND m.kind <> 'system'
      AND m.recalled_at IS NULL AND m.hidden_at IS NULL`.execute(db);
  return rows.rows[0];
}

/** Refuses (NOT_FOUND / PARAM_INVALID) what the fan cannot report. */
export async function requireReportable(db: Db, userId: number, ref: ReportRef): Promise<void> {
  const found = await find(db, userId, ref);
  if (!found) throw new AppError(ErrorCodes.NOT_FOUND, '内容不存在或已删除');
  if (found.author === userId && (ref.target === 'chat' || ref.target === 'message')) {
    throw new AppError(ErrorCodes.PARAM_INVALID, ref.target === 'chat' ? '不能举报自己的发言' : '不能举报自己的消息');
  }
}
