/**
 * Replays: a room's ended broadcasts (vlive_broadcasts, written when a room goes on and off air).
 * A generated broadcast's video is its whole time (second t is `startedAt + t`); an anchor's is its
 * recording, the time the anchor was away cut out (recordings.ts says where each line then shows).
 * Its chat is the room's lines sent between the broadcast's start and end, each with its offset
 * into the video — read a window of offsets at a time, in the order they were sent. A replay whose
 * recording was removed for its age is gone (回放已过期).
 */
import { sql } from 'kysely';
import { ErrorCodes } from '@kickoff/shared/contracts';
import {
  REPLAY_CHAT_PAGE,
  REPLAY_CHAT_SPAN_MS,
  REPLAY_MAX_SECONDS,
  type ReplayChatPage,
  type ReplayRow,
  type RoomReplay,
} from '@kickoff/shared/contracts/vlive';
import type { Db } from '../db/index';
import { AppError } from '../errors';
import { lineRows, toLine } from './chat';
import { nobleTiers } from './nobles';
import { offsetAt, wallAt, wholeTime, type Run } from './recordings';
import { findRoom, toLiveRoom, viewersOf, type Deps } from './rooms';
import { vdb } from './tables';

/** what a replay whose recording was removed for its age answers */
export const REPLAY_EXPIRED_TEXT = '回放已过期';

/** replays a list shows at most */
const MAX_REPLAYS = 40;

interface BroadcastRow {
  id: number;
  room_id: number;
  started_at: Date | string;
  ended_at: Date | string | null;
  recording_removed_at: Date | string | null;
}

function toReplay(r: BroadcastRow): RoomReplay {
  const startedAt = new Date(r.started_at).getTime();
  // a replay lists at most REPLAY_MAX_SECONDS of video, so its chat stops there too
  const endedAt = Math.min(new Date(r.ended_at!).getTime(), startedAt + REPLAY_MAX_SECONDS * 1000);
  return { id: r.id, roomId: r.room_id, startedAt, endedAt };
}

function ended(db: Db) {
  return vdb(db)
    .selectFrom('vlive_broadcasts')
    .select(['id', 'room_id', 'started_at', 'ended_at', 'recording_removed_at'])
    .where('ended_at', 'is not', null);
}

/** The ended broadcast `id`, or NOT_FOUND. */
export async function replayOr404(db: Db, id: number): Promise<RoomReplay> {
  const row = await ended(db).where('id', '=', id).executeTakeFirst();
  if (!row) throw new AppError(ErrorCodes.NOT_FOUND, '回放不存在或直播尚未结束');
  if (row.recording_removed_at !== null) throw new AppError(ErrorCodes.NOT_FOUND, REPLAY_EXPIRED_TEXT);
  return toReplay(row);
}

/** The room's last ended broadcast, if any. */
export async function lastReplay(db: Db, roomId: number): Promise<RoomReplay | undefined> {
  const row = await ended(db)
    .where('room_id', '=', roomId)
    .where('recording_removed_at', 'is', null)
    .orderBy('ended_at', 'desc')
    .executeTakeFirst();
  return row && toReplay(row);
}

/** The seconds of video a replay lists (whole segments covering the broadcast; at least one). */
export function replaySeconds(replay: RoomReplay, segmentSeconds: number): number {
  const segments = Math.max(1, Math.ceil((replay.endedAt - replay.startedAt) / 1000 / segmentSeconds));
  return segments * segmentSeconds;
}

/**
 * The newest ended broadcasts, with their rooms: those longer than a minute (a generated room's
 * brief flap is no replay) and every recorded one (an anchor's own broadcast, however short).
 */
export async function listReplays(deps: Deps): Promise<ReplayRow[]> {
  const rows = await ended(deps.db)
    .where((eb) =>
      eb.or([
        sql<boolean>`ended_at - started_at >= interval '1 minute'`,
        eb.exists(
          eb
            .selectFrom('vlive_broadcast_streams as s')
            .select('s.ingest_key')
            .whereRef('s.broadcast_id', '=', 'vlive_broadcasts.id'),
        ),
      ]),
    )
    .where('recording_removed_at', 'is', null)
    .orderBy('ended_at', 'desc')
    .orderBy('id', 'desc')
    .limit(MAX_REPLAYS)
    .execute();
  const out: ReplayRow[] = [];
  const rooms = new Map<number, Awaited<ReturnType<typeof findRoom>>>();
  for (const r of rows) {
    if (!rooms.has(r.room_id)) rooms.set(r.room_id, await findRoom(deps.db, r.room_id));
    const room = rooms.get(r.room_id);
    if (room) out.push({ room: toLiveRoom(room, viewersOf(deps.hub, room.id)), replay: toReplay(r) });
  }
  return out;
}

export interface ChatWindow {
  /** ms from the broadcast's start, inclusive */
  from: number;
  /** ms from the broadcast's start, exclusive; at most REPLAY_CHAT_SPAN_MS after `from` */
  to: number;
  /** the previous page's `next` (0: the window's first page) */
  after: number;
}

/**
 * A page of the lines sent in a window of the replay's video, in the order they were sent; `runs`:
 * where its video was taken from (a recording's, recordings.ts; default: the broadcast's whole time).
 */
export async function replayChat(
  db: Db,
  replay: RoomReplay,
  { from, to, after }: ChatWindow,
  nowMs: number,
  runs: readonly Run[] = wholeTime(replay.startedAt),
): Promise<ReplayChatPage> {
  if (to <= from) throw new AppError(ErrorCodes.PARAM_INVALID, '时间窗口的结束须晚于开始');
  if (to - from > REPLAY_CHAT_SPAN_MS) {
    throw new AppError(ErrorCodes.PARAM_INVALID, `时间窗口不能超过${REPLAY_CHAT_SPAN_MS / 60_000}分钟`);
  }
  // the lines shown in [from, to) of the video were sent in one stretch of time (offsetAt never decreases)
  const start = Math.max(replay.startedAt, wallAt(runs, from));
  const end = Math.min(wallAt(runs, to), replay.endedAt + 1);
  if (start >= end) return { list: [], next: 0 };
  let q = lineRows(db)
    .where('c.room_id', '=', replay.roomId)
    .where('c.created_at', '>=', new Date(start))
    .where('c.created_at', '<', new Date(end));
  if (after > 0) q = q.where('c.id', '>', after);
  const rows = await q
    .orderBy('c.id')
    .limit(REPLAY_CHAT_PAGE + 1)
    .execute();
  const page = rows.slice(0, REPLAY_CHAT_PAGE);
  const tiers = await nobleTiers(
    db,
    page.map((r) => r.user_id),
    nowMs,
  );
  return {
    list: page.map((r) => {
      const line = toLine(r, tiers.get(r.user_id) ?? 0);
      return { ...line, offset: Math.round(offsetAt(runs, line.time)) };
    }),
    next: rows.length > REPLAY_CHAT_PAGE ? page[page.length - 1]!.id : 0,
  };
}
