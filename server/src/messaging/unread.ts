/**
 * What the tab badge counts, per user, as the server sees it: unread chat messages (others' messages
 * after the member's read mark, in conversations not set to 免打扰) plus unread notices.
 */
import type { ImUnread } from '@kickoff/shared/contracts';
import { sql } from 'kysely';
import type { Db } from '../db/index';
import { unreadNoticeCounts } from '../notices/notices';
import { imDb } from './tables';

async function unreadChats(db: Db, userIds: number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await sql<{ user_id: number; n: string | number }>`
    select mb.user_id, count(m.id) as n
    from im_members mb
    join im_messages m on m.conversation_id = mb.conversation_id and m.seq > mb.read_seq
    where mb.user_id in (${sql.join(userIds)}) and mb.left_at is null and mb.quiet = false
      and m.recalled_at is null and m.hidden_at is null and (m.sender_id is null or m.sender_id <> mb.user_id)
    group by mb.user_id`.execute(imDb(db));
  return new Map(rows.rows.map((r) => [r.user_id, Number(r.n)]));
}

export async function unreadTotals(db: Db, userIds: number[]): Promise<Map<number, ImUnread>> {
  const ids = [...new Set(userIds)];
  const [chats, notices] = await Promise.all([unreadChats(db, ids), unreadNoticeCounts(db, ids)]);
  return new Map(
    ids.map((id) => {
      const c = chats.get(id) ?? 0;
      const n = notices.get(id) ?? 0;
      return [id, { chats: c, notices: n, total: c + n }];
    }),
  );
}

export async function unreadOf(db: Db, userId: number): Promise<ImUnread> {
  return (await unreadTotals(db, [userId])).get(userId)!;
}
