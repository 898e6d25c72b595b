/**
 * Room chat (the spec's `/chat/*` calls, group = room id, or a sport for the sport-wide groups):
 * lines are plain text, masked by the shared word filter, at most ROOM_CHAT_MAX_CHARS; a user sends
 * a small burst, then one a second; a resend with the same client id answers the stored line and is
 * not shown twice; muted users are refused; the room's admin (its anchor) mutes and deletes, in a
 * sport-wide group the site's administrators. Every change is pushed as ROOM_CHAT on `room:{group}`.
 */
import { ErrorCodes, MessageCodes, type Sport } from '@kickoff/shared/contracts';
import {
  chatTopic,
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
import { refuseIfMuted } from '../moderation/sanctions';
import { maskBanned } from '../moderation/word-filter';
import { hasStaffRole } from '../staff/roles';
import { serverMessage, type Hub } from '../realtime/hub';
import { MessageBudget } from '../realtime/socket-limits';
import { nobleTiers } from './nobles';
import type { Deps, RoomRecord } from './rooms';
import { vdb } from './tables';

/** Where a line is said: a live room, or a sport-wide group. */
export type ChatPlace = { kind: 'room'; room: RoomRecord } | { kind: 'sport'; sport: Sport };

export const roomPlace = (room: RoomRecord): ChatPlace => ({ kind: 'room', room });

/** The place's key columns, to select its lines and mutes by. */
function keyOf(place: ChatPlace): { room_id: number | null; sport: Sport | null } {
  return place.kind === 'room' ? { room_id: place.room.id, sport: null } : { room_id: null, sport: place.sport };
}

export function publishRoom(hub: Hub, group: number | Sport, event: RoomChatEvent): void {
  const topic = chatTopic(group);
  hub.publish(topic, serverMessage(MessageCodes.ROOM_CHAT, topic, event));
}

const publishTo = (hub: Hub, place: ChatPlace, event: RoomChatEvent) =>
  publishRoom(hub, place.kind === 'room' ? place.room.id : place.sport, event);

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
  room_id: number | null;
  user_id: number;
  nick_name: string;
  client_id: string;
  text: string;
  created_at: Date | string;
}

export function toLine(r: LineRow, noble: number): RoomChatLine {
  return {
    id: r.id,
    roomId: r.room_id ?? 0,
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

/** a place's lines that are not deleted, with the sender's name */
function linesIn(db: Db, place: ChatPlace) {
  const q = lineRows(db);
  return place.kind === 'room' ? q.where('c.room_id', '=', place.room.id) : q.where('c.sport', '=', place.sport);
}

export async function mutedUntil(db: Db, place: ChatPlace, userId: number, nowMs: number): Promise<number> {
  const q = vdb(db).selectFrom('vlive_mutes').select('until').where('user_id', '=', userId);
  const row = await (
    place.kind === 'room' ? q.where('room_id', '=', place.room.id) : q.where('sport', '=', place.sport)
  ).executeTakeFirst();
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
  place: ChatPlace;
  text: string;
  clientId: string;
  nowMs: number;
}

export async function sendLine(deps: Deps, budgets: ChatBudgets, input: SendInput): Promise<RoomChatLine> {
  const { userId, place, clientId, nowMs } = input;
  const text = acceptableText(input.text);
  const again = await linesIn(deps.db, place)
    .where('c.user_id', '=', userId)
    .where('c.client_id', '=', clientId)
    .executeTakeFirst();
  const noble = (await nobleTiers(deps.db, [userId], nowMs)).get(userId) ?? 0;
  if (again) return toLine(again, noble);
  await refuseIfMuted(deps.db, userId, nowMs);
  const muted = await mutedUntil(deps.db, place, userId, nowMs);
  if (muted) {
    const minutes = Math.max(1, Math.ceil((muted - nowMs) / 60_000));
    throw new AppError(ErrorCodes.FORBIDDEN, `你已被禁言，${minutes}分钟后可发言`);
  }
  if (!budgets.spend(userId, nowMs)) throw new AppError(ErrorCodes.RATE_LIMITED, '发言太快了，请稍后再试');
  const inserted = await vdb(deps.db)
    .insertInto('vlive_chat')
    .values({ ...keyOf(place), user_id: userId, client_id: clientId, text, created_at: new Date(nowMs) })
    .onConflict((oc) => oc.columns([place.kind === 'room' ? 'room_id' : 'sport', 'user_id', 'client_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  const row = await linesIn(deps.db, place)
    .where('c.user_id', '=', userId)
    .where('c.client_id', '=', clientId)
    .executeTakeFirstOrThrow();
  const line = toLine(row, noble);
  // a concurrent resend inserted nothing: the first one already pushed it
  if (inserted) publishTo(deps.hub, place, { kind: 'line', line });
  return line;
}

/**
 * A page of a room's (or sport's) chat. By default the newest lines first, 50 a page (`before`: the previous
 * page's `next`). With `after` (the last line id a client holds) it is the gap refill after a
 * reconnect: the lines after it, oldest first, 50 a page, `next` the id to ask after again (0: done).
 */
export async function chatPage(
  db: Db,
  place: ChatPlace,
  before: number,
  nowMs: number,
  after = 0,
): Promise<RoomChatPage> {
  let q = linesIn(db, place);
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

/** A room's admin is its anchor; a sport-wide group's are the site's administrators. */
async function requireAdmin(db: Db, place: ChatPlace, userId: number): Promise<void> {
  const admin = place.kind === 'room' ? isRoomAdmin(place.room, userId) : await hasStaffRole(db, userId, 'moderator');
  if (!admin) throw new AppError(ErrorCodes.FORBIDDEN, '只有房管可以这样做');
}

/** Mutes `target` for `minutes` (0 lifts the mute). */
export async function muteUser(
  deps: Deps,
  adminId: number,
  place: ChatPlace,
  target: number,
  minutes: number,
  nowMs: number,
): Promise<number> {
  await requireAdmin(deps.db, place, adminId);
  if (place.kind === 'room' && target === place.room.anchorId) {
    throw new AppError(ErrorCodes.PARAM_INVALID, '不能禁言主播');
  }
  const until = nowMs + minutes * 60_000;
  await vdb(deps.db)
    .insertInto('vlive_mutes')
    .values({ ...keyOf(place), user_id: target, until: new Date(until) })
    .onConflict((oc) =>
      oc.columns([place.kind === 'room' ? 'room_id' : 'sport', 'user_id']).doUpdateSet({ until: new Date(until) }),
    )
    .execute();
  return minutes > 0 ? until : 0;
}

export async function deleteLine(deps: Deps, adminId: number, place: ChatPlace, id: number): Promise<void> {
  await requireAdmin(deps.db, place, adminId);
  const q = vdb(deps.db).updateTable('vlive_chat').set({ deleted: true }).where('id', '=', id);
  const done = await (
    place.kind === 'room' ? q.where('room_id', '=', place.room.id) : q.where('sport', '=', place.sport)
  )
    .where('deleted', '=', false)
    .returning('id')
    .executeTakeFirst();
  if (!done) throw new AppError(ErrorCodes.NOT_FOUND, '这条发言不存在或已删除');
  publishTo(deps.hub, place, { kind: 'delete', id });
}
