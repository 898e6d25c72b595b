/**
 * Rooms: reading them (with the anchor, followers and viewers), and switching one on or off air —
 * which records the broadcast (vlive_broadcasts: its ended ones are the replays), tells the room (a
 * `status` event on `room:{id}` and ROOM_LIST_TOPIC) and, going live, the anchor's followers (one notice
 * per broadcast day).
 */
import { sql } from 'kysely';
import { MessageCodes, type Sport } from '@kickoff/shared/contracts';
import {
  ROOM_CATEGORIES,
  ROOM_LIST_TOPIC,
  VLIVE_PATHS,
  roomPagePath,
  type LiveRoom,
  type RoomCategory,
  type RoomChatEvent,
  type RoomListEvent,
  type RoomStatus,
} from '@kickoff/shared/contracts/vlive';
import type { Db } from '../db/index';
import { serverMessage, type Hub } from '../realtime/hub';
import { notify } from '../notices/notices';
import { beijingDate } from '../live/clock';
import { vdb } from './tables';
import type { Tx } from '../wallet/ledger';

export interface RoomRecord {
  id: number;
  anchorId: number;
  anchorName: string;
  followers: number;
  title: string;
  category: Exclude<RoomCategory, 0>;
  matchId: number | null;
  sport: Sport | null;
  status: RoomStatus;
  streamUrl: string;
  notice: string;
  startedAt: number | null;
  heldUntil: number | null;
  /** the folder key of the anchor's own stream on air now (media/ingest.ts), null: none */
  ingestKey: string | null;
  /** since when that stream's signal is lost (主播暂时离开), null: coming in */
  awaySince: number | null;
  /** an uploaded cover picture's address, '' = the drawn one */
  cover: string;
  /** when the next broadcast is planned (staff set it), null = not planned */
  scheduledAt: number | null;
}

export interface Deps {
  db: Db;
  hub: Hub;
}

/** rooms a list shows at most */
const MAX_LISTED = 40;

const ms = (d: Date | string | null) => (d === null ? null : new Date(d).getTime());

/** rooms staff have not closed (a closed room is found by nothing) */
function select(db: Db) {
  return vdb(db)
    .selectFrom('vlive_rooms as r')
    .innerJoin('users as u', 'u.id', 'r.anchor_id')
    .where('r.closed_at', 'is', null)
    .select([
      'r.id',
      'r.anchor_id',
      'u.nick_name',
      'r.title',
      'r.category',
      'r.match_id',
      'r.sport',
      'r.status',
      'r.stream_url',
      'r.notice',
      'r.started_at',
      'r.held_until',
      'r.ingest_key',
      'r.away_since',
      'r.cover',
      'r.scheduled_at',
      sql<string | number>`(SELECT count(*) FROM vlive_follows f WHERE f.anchor_id = r.anchor_id)`.as('followers'),
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof select>['executeTakeFirstOrThrow']>>;

function toRecord(r: Row): RoomRecord {
  return {
    id: r.id,
    anchorId: r.anchor_id,
    anchorName: r.nick_name,
    followers: Number(r.followers),
    title: r.title,
    category: r.category as RoomRecord['category'],
    matchId: r.match_id === null ? null : Number(r.match_id),
    sport: r.sport as Sport | null,
    status: r.status as RoomStatus,
    streamUrl: r.stream_url,
    notice: r.notice,
    startedAt: ms(r.started_at),
    heldUntil: ms(r.held_until),
    ingestKey: r.ingest_key,
    awaySince: ms(r.away_since),
    cover: r.cover,
    scheduledAt: ms(r.scheduled_at),
  };
}

export async function findRoom(db: Db, id: number): Promise<RoomRecord | undefined> {
  const row = await select(db).where('r.id', '=', id).executeTakeFirst();
  return row && toRecord(row);
}

/** The room that broadcasts this match (at most one: match_id is unique), if any. */
export async function roomOfMatch(db: Db, matchId: number): Promise<RoomRecord | undefined> {
  const row = await select(db).where('r.match_id', '=', matchId).executeTakeFirst();
  return row && toRecord(row);
}

/** These rooms, by id (unknown ids are left out). */
export async function roomsByIds(db: Db, ids: number[]): Promise<RoomRecord[]> {
  if (!ids.length) return [];
  return (await select(db).where('r.id', 'in', ids).execute()).map(toRecord);
}

/** The rooms of these anchors. */
export async function roomsOfAnchors(db: Db, anchorIds: number[]): Promise<RoomRecord[]> {
  if (!anchorIds.length) return [];
  return (await select(db).where('r.anchor_id', 'in', anchorIds).orderBy('r.id').execute()).map(toRecord);
}

interface StudioRoomInput {
  title: string;
  category: Exclude<RoomCategory, 0>;
  notice: string;
}

/** A studio room (no match) for `anchorId`, who thereby becomes an anchor; answers its id. */
export async function createStudioRoom(db: Db | Tx, anchorId: number, room: StudioRoomInput): Promise<number> {
  const created = await vdb(db)
    .insertInto('vlive_rooms')
    .values({ anchor_id: anchorId, title: room.title, category: room.category, notice: room.notice })
    .returning('id')
    .executeTakeFirstOrThrow();
  return created.id;
}

export async function allRooms(db: Db): Promise<RoomRecord[]> {
  return (await select(db).orderBy('r.id').execute()).map(toRecord);
}

export function viewersOf(hub: Hub, id: number): number {
  return hub.subscribers(`room:${id}`);
}

export function toLiveRoom(r: RoomRecord, viewers: number): LiveRoom {
  return {
    id: r.id,
    title: r.title,
    category: r.category,
    anchor: { id: r.anchorId, nickName: r.anchorName, followers: r.followers },
    matchId: r.matchId,
    sport: r.sport,
    status: r.status,
    viewers,
    cover: r.cover || VLIVE_PATHS.cover(r.id),
    startedAt: r.startedAt,
    away: isAway(r),
    ...(r.status !== 'live' && r.scheduledAt !== null && r.scheduledAt > Date.now()
      ? { scheduledAt: r.scheduledAt }
      : {}),
  };
}

/** The anchor's own stream is on air and its signal lost. */
export const isAway = (r: Pick<RoomRecord, 'status' | 'ingestKey' | 'awaySince'>) =>
  r.status === 'live' && r.ingestKey !== null && r.awaySince !== null;

/** Tells the room and the room lists (ROOM_LIST_TOPIC) that the room's on-air state changed. */
export function pushRoomStatus(hub: Hub, roomId: number, status: RoomStatus, away: boolean): void {
  const topic = `room:${roomId}` as const;
  const event: RoomChatEvent = { kind: 'status', status, away };
  hub.publish(topic, serverMessage(MessageCodes.ROOM_CHAT, topic, event));
  const list: RoomListEvent = { kind: 'status', roomId, status, away };
  hub.publish(ROOM_LIST_TOPIC, serverMessage(MessageCodes.ROOM_CHAT, ROOM_LIST_TOPIC, list));
}

const STATUS_ORDER: Record<RoomStatus, number> = { live: 0, replay: 1, offline: 2 };

/** A category's rooms (0 推荐: every category): on air first, the busiest first; then replays, then the rest. */
export async function listRooms(deps: Deps, category: RoomCategory): Promise<LiveRoom[]> {
  let q = select(deps.db);
  if (category !== ROOM_CATEGORIES[0].id) q = q.where('r.category', '=', category);
  const rows = (await q.execute()).map(toRecord);
  return rows
    .map((r) => toLiveRoom(r, viewersOf(deps.hub, r.id)))
    .sort(
      (a, b) =>
        STATUS_ORDER[a.status] - STATUS_ORDER[b.status] ||
        b.viewers - a.viewers ||
        (b.startedAt ?? 0) - (a.startedAt ?? 0) ||
        a.id - b.id,
    )
    .slice(0, MAX_LISTED);
}

export interface SwitchOptions {
  /** the schedule leaves the room alone until then (an anchor's own start/stop) */
  holdUntil?: number | null;
  nowMs?: number;
}

/** Puts a room in `status`; a change is pushed to the room, and going live notifies the anchor's followers. */
export async function setRoomStatus(
  deps: Deps,
  room: RoomRecord,
  status: RoomStatus,
  opts: SwitchOptions = {},
): Promise<void> {
  const now = opts.nowMs ?? Date.now();
  const goingLive = status === 'live' && room.status !== 'live';
  await vdb(deps.db)
    .updateTable('vlive_rooms')
    .set({
      status,
      ...(goingLive ? { started_at: new Date(now) } : {}),
      // off air, no anchor's stream is playing any more
      ...(status !== 'live' ? { ingest_key: null, away_since: null } : {}),
      ...(opts.holdUntil !== undefined
        ? { held_until: opts.holdUntil === null ? null : new Date(opts.holdUntil) }
        : {}),
    })
    .where('id', '=', room.id)
    .execute();
  if (room.status === status) return;
  // a broadcast is recorded from going on air to going off: the ended ones are the replays
  if (goingLive) {
    await vdb(deps.db)
      .insertInto('vlive_broadcasts')
      .values({ room_id: room.id, started_at: new Date(now) })
      .execute();
  } else if (room.status === 'live') {
    await vdb(deps.db)
      .updateTable('vlive_broadcasts')
      .set({ ended_at: new Date(now) })
      .where('room_id', '=', room.id)
      .where('ended_at', 'is', null)
      .execute();
  }
  pushRoomStatus(deps.hub, room.id, status, false);
  if (!goingLive) return;
  const fans = await vdb(deps.db)
    .selectFrom('vlive_follows')
    .select('user_id')
    .where('anchor_id', '=', room.anchorId)
    .execute();
  await notify(
    deps.db,
    deps.hub,
    fans.map((f) => f.user_id),
    {
      kind: 'live',
      title: `${room.anchorName} 开播了`,
      body: room.title,
      link: roomPagePath(room.id),
      dedupeKey: `vlive:live:${room.id}:${beijingDate(now)}`,
    },
  );
}
