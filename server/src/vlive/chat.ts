/**
 * Room chat (the spec's `/chat/*` calls, group = room id): lines are plain text, masked by the
 * shared word filter, at most ROOM_CHAT_MAX_CHARS; a user sends a small burst, then one a second;
 * a resend with the same client id answers the stored line and is not shown twice; muted users are
 * refused; the room's admin (its anchor) mutes and deletes. Every change is pushed as ROOM_CHAT on
 * `room:{id}`.
 */
import { ErrorCodes, MessageCodes } from '@kickoff/shared/contracts';
import {
  ROOM_CHAT_BURST,
  ROOM_CHAT_MAX_CHARS,
  ROOM_CHAT_PAGE,
  ROOM_CHAT_PER_SECOND,
  type RoomChatEvent,
  type RoomChatLine,
  type RoomChatPage,
} from '@kickoff/shared/contracts/vlive';
import type { Db } from '../db/index';
import { AppError } from '../errors';
import { maskBanned } from '../moderation/word-filter';
import { serverMessage, type Hub } from '../realtime/hub';
import { MessageBudget } from '../realtime/socket-limits';
import { nobleTiers } from './nobles';
import type { Deps, RoomRecord } from './rooms';
import { vdb } from './tables';

export function publishRoom(hub: Hub, roomId: number, event: RoomChatEvent): void {
  const topic = `room:${roomId}` as const;
  hub.publish(topic, serverMessage(MessageCodes.ROOM_CHAT, topic, event));
}

/** Per-user send budgets of this node (a user's lines go through one node at a time in practice). */
export class ChatBudgets {
  private readonly budgets = new Map<number, MessageBudget>();

  spend(userId: number, nowMs: number): boolean {
    let b = this.budgets.get(userId);
    if (!b) {
      if (this.budgets.size > 50_000) this.budgets.clear();
      this.budgets.set(userId, (b = new MessageBudget(ROOM_CHAT_PER_SECOND, ROOM_CHAT_BURST, nowMs)));
    }
    return b.spend(nowMs);
  }
}

interface LineRow {
  id: number;
  room_id: number;
  user_id: number;
  nick_name: string;
  client_id: string;
  text: string;
  created_at: Date | string;
}

export function toLine(r: LineRow, noble: number): RoomChatLine {
  return {
    id: r.id,
    roomId: r.room_id,
    userId: r.user_id,
    nickName: r.nick_name,
    noble,
    text: r.text,
    clientId: r.client_id,
    time: new Date(r.created_at).getTime(),
  };
}

/** a room's lines that are not deleted, with the sender's name */
export function lineRows(db: Db) {
  return vdb(db)
    .selectFrom('vlive_chat as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select(['c.id', 'c.room_id', 'c.user_id', 'u.nick_name', 'c.client_id', 'c.text', 'c.created_at'])
    .where('c.deleted', '=', false);
}

export async function mutedUntil(db: Db, roomId: number, userId: number, nowMs: number): Promise<number> {
  const row = await vdb(db)
    .selectFrom('vlive_mutes')
    .select('until')
    .where('room_id', '=', roomId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const until = row ? new Date(row.until).getTime() : 0;
  return until > nowMs ? until : 0;
}

/** The text as it will be stored and shown, or a PARAM_INVALID. */
function acceptableText(raw: string): string {
  // control characters (bar newline and tab) never reach a chat line
  const text = [...raw]
    .filter((c) => {
      const code = c.codePointAt(0)!;
      return code === 9 || code === 10 || (code >= 32 && code !== 127);
    })
    .join('')
    .trim();
  if (!text) throw new AppError(ErrorCodes.PARAM_INVALID, '请输入发言内容');
  if ([...text].length > ROOM_CHAT_MAX_CHARS) {
    throw new AppError(ErrorCodes.PARAM_INVALID, `发言不能超过${ROOM_CHAT_MAX_CHARS}个字`);
  }
  return maskBanned(text).text;
}

export interface SendInput {
  userId: number;
  room: RoomRecord;
  text: string;
  clientId: string;
  nowMs: number;
}

export async function sendLine(deps: Deps, budgets: ChatBudgets, input: SendInput): Promise<RoomChatLine> {
  const { userId, room, clientId, nowMs } = input;
  const text = acceptableText(input.text);
  const again = await lineRows(deps.db)
    .where('c.room_id', '=', room.id)
    .where('c.user_id', '=', userId)
    .where('c.client_id', '=', clientId)
    .executeTakeFirst();
  const noble = (await nobleTiers(deps.db, [userId], nowMs)).get(userId) ?? 0;
  if (again) return toLine(again, noble);
  const muted = await mutedUntil(deps.db, room.id, userId, nowMs);
  if (muted) {
    const minutes = Math.max(1, Math.ceil((muted - nowMs) / 60_000));
    throw new AppError(ErrorCodes.FORBIDDEN, `你已被禁言，${minutes}分钟后可发言`);
  }
  if (!budgets.spend(userId, nowMs)) throw new AppError(ErrorCodes.RATE_LIMITED, '发言太快了，请稍后再试');
  const inserted = await vdb(deps.db)
    .insertInto('vlive_chat')
    .values({ room_id: room.id, user_id: userId, client_id: clientId, text, created_at: new Date(nowMs) })
    .onConflict((oc) => oc.columns(['room_id', 'user_id', 'client_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  const row = await lineRows(deps.db)
    .where('c.room_id', '=', room.id)
    .where('c.user_id', '=', userId)
    .where('c.client_id', '=', clientId)
    .executeTakeFirstOrThrow();
  const line = toLine(row, noble);
  // a concurrent resend inserted nothing: the first one already pushed it
  if (inserted) publishRoom(deps.hub, room.id, { kind: 'line', line });
  return line;
}

/** Newest first, before the line id `before` (0: from the newest). */
/**
 * A page of a room's chat. By default the newest lines first, 50 a page (`before`: the previous
 * page's `next`). With `after` (the last line id a client holds) it is the gap refill after a
 * reconnect: the lines after it, oldest first, 50 a page, `next` the id to ask after again (0: done).
 */
export async function chatPage(
  db: Db,
  roomId: number,
  before: number,
  nowMs: number,
  after = 0,
): Promise<RoomChatPage> {
  let q = lineRows(db).where('c.room_id', '=', roomId);
  if (after > 0) q = q.where('c.id', '>', after);
  else if (before > 0) q = q.where('c.id', '<', before);
  const rows = await q
    .orderBy('c.id', after > 0 ? 'asc' : 'desc')
    .limit(ROOM_CHAT_PAGE + 1)
    .execute();
  const page = rows.slice(0, ROOM_CHAT_PAGE);
  const tiers = await nobleTiers(
    db,
    page.map((r) => r.user_id),
    nowMs,
  );
  return {
    list: page.map((r) => toLine(r, tiers.get(r.user_id) ?? 0)),
    next: rows.length > ROOM_CHAT_PAGE ? page[page.length - 1]!.id : 0,
  };
}

export function isRoomAdmin(room: RoomRecord, userId: number | null): boolean {
  return userId !== null && userId === room.anchorId;
}

function requireAdmin(room: RoomRecord, userId: number): void {
  if (!isRoomAdmin(room, userId)) throw new AppError(ErrorCodes.FORBIDDEN, '只有房管可以这样做');
}

/** Mutes `target` for `minutes` (0 lifts the mute). */
export async function muteUser(
  deps: Deps,
  adminId: number,
  room: RoomRecord,
  target: number,
  minutes: number,
  nowMs: number,
): Promise<number> {
  requireAdmin(room, adminId);
  if (target === room.anchorId) throw new AppError(ErrorCodes.PARAM_INVALID, '不能禁言主播');
  const until = nowMs + minutes * 60_000;
  await vdb(deps.db)
    .insertInto('vlive_mutes')
    .values({ room_id: room.id, user_id: target, until: new Date(until) })
    .onConflict((oc) => oc.columns(['room_id', 'user_id']).doUpdateSet({ until: new Date(until) }))
    .execute();
  return minutes > 0 ? until : 0;
}

export async function deleteLine(deps: Deps, adminId: number, room: RoomRecord, id: number): Promise<void> {
  requireAdmin(room, adminId);
  const done = await vdb(deps.db)
    .updateTable('vlive_chat')
    .set({ deleted: true })
    .where('id', '=', id)
    .where('room_id', '=', room.id)
    .where('deleted', '=', false)
    .returning('id')
    .executeTakeFirst();
  if (!done) throw new AppError(ErrorCodes.NOT_FOUND, '这条发言不存在或已删除');
  publishRoom(deps.hub, room.id, { kind: 'delete', id });
}
