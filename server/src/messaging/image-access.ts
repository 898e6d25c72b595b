/**
 * Who may see a chat picture: its sender, and the current members of a conversation it was sent in
 * (unless a moderator hid it).
 */
import { sql } from 'kysely';
import type { Db } from '../db/index';

export async function mayViewChatImage(db: Db, imageId: string, uploaderId: number, viewerId: number | null) {
  if (viewerId === null) return false;
  if (viewerId === uploaderId) return true;
  const seen = await sql<{ one: number }>`
    select 1 as one from im_messages m
    join im_members mb on mb.conversation_id = m.conversation_id
    where m.image_id = ${imageId} and m.hidden_at is null and mb.user_id = ${viewerId} and mb.left_at is null
    limit 1`.execute(db);
  return seen.rows.length > 0;
}
