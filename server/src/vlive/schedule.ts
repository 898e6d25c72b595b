/**
 * Who is on air, following the live engine's fixtures: a room per big live match (the engine's
 * TV list, `LIVE_PATHS.tvList`: matches with video, the biggest leagues first), hosted by the studio
 * anchors in turn and turned into a replay when its match is over; and the studio rooms, each off
 * air for one four-hour block of the Beijing day, staggered so the others are always on. A room an
 * anchor started or stopped by hand is left alone until its hold runs out.
 */
import { isBasketballLive, isFootballLive, type TvMatch } from '@kickoff/shared/contracts';
import { type RoomStatus } from '@kickoff/shared/contracts/vlive';
import { allRooms, setRoomStatus, type Deps, type RoomRecord } from './rooms';
import { vdb } from './tables';

/** at most this many match rooms are opened at once */
export const MAX_MATCH_ROOMS = 6;
const OFF_AIR_HOURS = 4;
/** the leagues fans watch most first: 欧冠, 英超, 西甲, 意甲, 德甲, 法甲, 中超, NBA, CBA */
const LEAGUE_PRIORITY = [103, 36, 31, 34, 8, 11, 60, 1, 5];

/** Whether the `index`-th studio room is on air at `nowMs`. */
export function studioOnAir(index: number, nowMs: number): boolean {
  const hour = new Date(nowMs + 8 * 3600_000).getUTCHours();
  const offFrom = (index * 6 + 3) % 24;
  return (hour - offFrom + 24) % 24 >= OFF_AIR_HOURS;
}

const isLive = (m: TvMatch) => (m.sport === 'football' ? isFootballLive(m.s) : isBasketballLive(m.s));
const priority = (m: TvMatch) => {
  const i = LEAGUE_PRIORITY.indexOf(m.league.id);
  return i < 0 ? LEAGUE_PRIORITY.length : i;
};

/** The big live matches that get a room, biggest first. */
export function bigLiveMatches(tv: TvMatch[]): TvMatch[] {
  return tv
    .filter((m) => m.hasVideo && isLive(m))
    .sort((a, b) => priority(a) - priority(b) || a.ot - b.ot || a.id - b.id)
    .slice(0, MAX_MATCH_ROOMS);
}

export function matchRoomTitle(m: TvMatch): string {
  // Chinese basketball apps name the away side first
  const [first, second] = m.sport === 'basketball' ? [m.away, m.home] : [m.home, m.away];
  return `${m.league.name} ${first.name} vs ${second.name}`.slice(0, 64);
}

const held = (r: RoomRecord, now: number) => r.heldUntil !== null && r.heldUntil > now;

/** One pass of the schedule over the engine's TV list at `nowMs`. */
export async function syncSchedule(deps: Deps, tv: TvMatch[], nowMs: number): Promise<void> {
  let rooms = await allRooms(deps.db);
  const studios = rooms.filter((r) => r.matchId === null);
  const anchors = [...new Set(studios.map((r) => r.anchorId))].sort((a, b) => a - b);
  if (anchors.length === 0) return;

  const known = new Set(rooms.map((r) => r.matchId).filter((id) => id !== null));
  const fresh = bigLiveMatches(tv).filter((m) => !known.has(m.id));
  if (fresh.length > 0) {
    await vdb(deps.db)
      .insertInto('vlive_rooms')
      .values(
        fresh.map((m) => ({
          anchor_id: anchors[m.id % anchors.length]!,
          title: matchRoomTitle(m),
          category: m.sport === 'football' ? 1 : 2,
          match_id: m.id,
          sport: m.sport,
          notice: `${m.league.name}直播中，文明观赛，理性发言。`,
        })),
      )
      .onConflict((oc) => oc.column('match_id').doNothing())
      .execute();
    rooms = await allRooms(deps.db);
  }

  const liveMatches = new Set(tv.filter(isLive).map((m) => m.id));
  let studioIndex = 0;
  for (const room of rooms) {
    let want: RoomStatus;
    if (room.matchId === null) want = studioOnAir(studioIndex++, nowMs) ? 'live' : 'offline';
    else if (liveMatches.has(room.matchId)) want = 'live';
    else want = room.startedAt === null ? 'offline' : 'replay';
    if (want !== room.status && !held(room, nowMs)) await setRoomStatus(deps, room, want, { nowMs });
  }
}
