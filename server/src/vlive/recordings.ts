/**
 * Recordings of anchors' broadcasts. Each connect of an anchor's stream writes its HLS into its own
 * folder (named by its ingest key) and the muxer keeps every segment and the whole playlist there;
 * the streams of one broadcast are listed in vlive_broadcast_streams. The broadcast's replay is
 * those streams one after another (a discontinuity between reconnects): the time the anchor was
 * away is not in the video. The chat follows the picture: a line sent at wall-clock time T shows
 * at the second of video the anchor's stream was at T, and a line sent while the anchor was away
 * shows when the picture comes back (see `offsetAt`). A broadcast of the generated picture has no
 * recording: its video is its whole time (second t = startedAt + t), as before.
 * Recordings older than VLIVE_RECORDING_MAX_DAYS are removed from disk by the plugin's periodic
 * pass, and their replays are gone (回放已过期).
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { REPLAY_MAX_SECONDS, type RoomReplay } from '@kickoff/shared/contracts/vlive';
import type { Db } from '../db/index';
import { readHls, recordingVod, type HlsSegment } from './media/hls-file';
import { INGEST_PLAYLIST } from './media/ingest';
import { vdb } from './tables';

/** a stretch of a replay's video taken from one stream (one connect of the anchor) */
export interface Run {
  /** wall-clock ms of the stretch's first frame */
  wallStart: number;
  /** ms into the replay's video where it begins */
  videoStart: number;
  /** ms */
  duration: number;
}

export interface Recording {
  runs: Array<Run & { key: string; segments: HlsSegment[] }>;
  /** ms of video in all */
  duration: number;
}

/** The default age (days) after which a broadcast's recording is removed. */
export const RECORDING_MAX_DAYS = 30;

/** The anchor's stream in folder `ingestKey` belongs to the room's broadcast now on air (if any). */
export async function recordStream(db: Db, roomId: number, ingestKey: string, now = Date.now()): Promise<void> {
  const open = await vdb(db)
    .selectFrom('vlive_broadcasts')
    .select('id')
    .where('room_id', '=', roomId)
    .where('ended_at', 'is', null)
    .orderBy('started_at', 'desc')
    .executeTakeFirst();
  if (!open) return;
  await vdb(db)
    .insertInto('vlive_broadcast_streams')
    .values({ broadcast_id: open.id, ingest_key: ingestKey, started_at: new Date(now) })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/**
 * How far a muxer's segment times may run ahead of the wall clock: its clock starts when it connects
 * and the media server first hands it the stream's cached key-frame group, seconds it has already
 * seen — so a last segment written before the broadcast ended can be stamped a little after it.
 */
const CLOCK_AHEAD_MS = 3_000;

/**
 * The ended broadcast's recording (its streams' segments on disk begun before it ended — a stream
 * still coming in after its anchor stopped is cut by the next pass —, at most REPLAY_MAX_SECONDS), or null: none.
 */
export async function recordingOf(
  db: Db,
  ingestDir: string,
  { id: broadcastId, endedAt }: Pick<RoomReplay, 'id' | 'endedAt'>,
): Promise<Recording | null> {
  if (!ingestDir) return null;
  const streams = await vdb(db)
    .selectFrom('vlive_broadcast_streams')
    .select(['ingest_key', 'started_at'])
    .where('broadcast_id', '=', broadcastId)
    .orderBy('started_at')
    .execute();
  const runs: Recording['runs'] = [];
  let video = 0;
  for (const s of streams) {
    const file = readHls(path.join(ingestDir, s.ingest_key, INGEST_PLAYLIST));
    const segments: HlsSegment[] = [];
    let duration = 0;
    for (const seg of file?.segments ?? []) {
      if (video + duration + seg.seconds * 1000 > REPLAY_MAX_SECONDS * 1000) break;
      if (seg.time !== null && seg.time >= endedAt + CLOCK_AHEAD_MS) break;
      segments.push(seg);
      duration += seg.seconds * 1000;
    }
    if (segments.length === 0) continue;
    const wallStart = segments[0]!.time ?? new Date(s.started_at).getTime();
    runs.push({ key: s.ingest_key, segments, wallStart, videoStart: video, duration });
    video += duration;
  }
  return runs.length ? { runs, duration: video } : null;
}

/** The recording as a VOD playlist, its segments named relative to the room's HLS path. */
export const recordingPlaylist = (rec: Recording) =>
  recordingVod(rec.runs.map((r) => ({ base: `${r.key}/`, segments: r.segments })));

/** the timeline of a replay without a recording: its video is its whole time */
export const wholeTime = (startedAt: number): Run[] => [{ wallStart: startedAt, videoStart: 0, duration: Infinity }];

/**
 * The ms of video at which wall-clock `t` shows: within a run, as far into it as `t` is (after the
 * last, at the end); in the gap before a reconnect, the reconnect's first frame. Never decreases as
 * `t` grows. (Lines sent before the first run — a room on air with its generated picture before its
 * anchor pushed — are not in the replay: `wallAt(runs, 0)` is the first run's start.)
 */
export function offsetAt(runs: readonly Run[], t: number): number {
  for (let i = 0; i < runs.length; i++) {
    const r = runs[i]!;
    if (t < r.wallStart + r.duration || i === runs.length - 1) {
      return r.videoStart + Math.min(Math.max(t - r.wallStart, 0), r.duration);
    }
  }
  return 0;
}

/**
 * The earliest wall-clock time whose line shows at or after `offset` ms of video: at most the first
 * run's start; Infinity past the end.
 */
export function wallAt(runs: readonly Run[], offset: number): number {
  for (let i = 0; i < runs.length; i++) {
    const r = runs[i]!;
    if (offset <= r.videoStart) {
      if (i === 0) return r.wallStart;
      const prev = runs[i - 1]!;
      return prev.wallStart + prev.duration;
    }
    if (offset < r.videoStart + r.duration) return r.wallStart + (offset - r.videoStart);
  }
  const last = runs[runs.length - 1];
  return last && offset === last.videoStart + last.duration ? last.wallStart + last.duration : Infinity;
}

/**
 * Removes from disk the recordings of broadcasts ended before `before` (ms) and marks their replays
 * gone; answers the broadcasts' ids.
 */
export async function removeOldRecordings(db: Db, ingestDir: string, before: number, now = Date.now()) {
  const old = await vdb(db)
    .selectFrom('vlive_broadcasts as b')
    .select('b.id')
    .where('b.ended_at', '<', new Date(before))
    .where('b.recording_removed_at', 'is', null)
    .where((eb) =>
      eb.exists(
        eb.selectFrom('vlive_broadcast_streams as s').select('s.ingest_key').whereRef('s.broadcast_id', '=', 'b.id'),
      ),
    )
    .execute();
  for (const b of old) {
    const streams = await vdb(db)
      .selectFrom('vlive_broadcast_streams')
      .select('ingest_key')
      .where('broadcast_id', '=', b.id)
      .execute();
    for (const s of streams) rmSync(path.join(ingestDir, s.ingest_key), { recursive: true, force: true });
    await vdb(db)
      .updateTable('vlive_broadcasts')
      .set({ recording_removed_at: new Date(now) })
      .where('id', '=', b.id)
      .execute();
  }
  return old.map((b) => b.id);
}
