/**
 * The on-air state of an anchor's own stream, whichever media server carries it (media/ingest.ts in
 * `npm start`, nginx-rtmp's callbacks in the production topology): it starts (the room goes 直播中,
 * followers are told, the schedule is held off), its signal is lost (主播暂时离开, the room stays on
 * air) and comes back, or it ends (the room goes off air; the broadcast becomes a replay). Every
 * change is pushed to the room and to the room lists. Each stream of a broadcast is listed with it:
 * its folder is kept whole, the broadcast's recording (recordings.ts).
 */
import { recordStream } from './recordings';
import { findRoom, isAway, pushRoomStatus, setRoomStatus, type Deps } from './rooms';
import { vdb } from './tables';

/** the schedule leaves a room its anchor broadcasts to alone this long after each (re)connect */
const ANCHOR_STREAM_HOLD_MS = 4 * 3600_000;

/** The anchor's stream into `roomId` is coming in, its HLS in the folder `ingestKey`. */
export async function anchorStreamStarted(deps: Deps, roomId: number, ingestKey: string, now = Date.now()) {
  const room = await findRoom(deps.db, roomId);
  if (!room) return;
  await vdb(deps.db)
    .updateTable('vlive_rooms')
    .set({ ingest_key: ingestKey, away_since: null })
    .where('id', '=', roomId)
    .execute();
  if (room.status !== 'live') {
    await setRoomStatus(deps, room, 'live', { holdUntil: now + ANCHOR_STREAM_HOLD_MS, nowMs: now });
    await recordStream(deps.db, roomId, ingestKey, now);
    return;
  }
  await recordStream(deps.db, roomId, ingestKey, now);
  await vdb(deps.db)
    .updateTable('vlive_rooms')
    .set({ held_until: new Date(now + ANCHOR_STREAM_HOLD_MS) })
    .where('id', '=', roomId)
    .execute();
  pushRoomStatus(deps.hub, roomId, 'live', false);
}

/**
 * The stream in folder `ingestKey` stopped coming in: the room shows 主播暂时离开 until the anchor
 * reconnects (or the stream is ended). A stop of an older stream than the room's current one is ignored.
 */
export async function anchorStreamLost(deps: Deps, roomId: number, ingestKey: string, now = Date.now()) {
  const room = await findRoom(deps.db, roomId);
  if (!room || room.ingestKey !== ingestKey || isAway(room)) return;
  await vdb(deps.db)
    .updateTable('vlive_rooms')
    .set({ away_since: new Date(now) })
    .where('id', '=', roomId)
    .where('ingest_key', '=', ingestKey)
    .execute();
  if (room.status === 'live') pushRoomStatus(deps.hub, roomId, 'live', true);
}

/** The anchor's stream is over (the anchor stopped, or stayed away too long): the room goes off air. */
async function anchorStreamEnded(deps: Deps, roomId: number, now = Date.now()) {
  const room = await findRoom(deps.db, roomId);
  if (!room || room.ingestKey === null) return;
  await vdb(deps.db)
    .updateTable('vlive_rooms')
    .set({ ingest_key: null, away_since: null })
    .where('id', '=', roomId)
    .execute();
  if (room.status === 'live') await setRoomStatus(deps, { ...room, ingestKey: null }, 'offline', { nowMs: now });
}

/** Rooms whose anchor has been away since before `before` (ms): their streams are ended. */
export async function endAbandonedStreams(deps: Deps, before: number, now = Date.now()): Promise<number[]> {
  const rows = await vdb(deps.db)
    .selectFrom('vlive_rooms')
    .select('id')
    .where('ingest_key', 'is not', null)
    .where('away_since', '<', new Date(before))
    .execute();
  for (const r of rows) await anchorStreamEnded(deps, r.id, now);
  return rows.map((r) => r.id);
}
