/**
 * /vlive/match: today's matches with video rooms (the engine's TV list, LIVE_PATHS.tvList, joined with the
 * rooms), grouped by state — on air now, kicking off soon (a room opens at kick-off), replays.
 * `?id={match}` opens that match's room when there is one.
 */
import { isUpcoming, matchPath, type TvMatch } from '@kickoff/shared/contracts';
import { roomPagePath } from '@kickoff/shared/contracts/vlive';
import { DataState } from '@kickoff/shared/data';
import { Link, Navigate, useSearchParams } from '@kickoff/shared/navigation';
import { NavBar } from '@kickoff/shared/ui';
import { useTvMatches } from '../../features/matches/hooks/use-tv-matches';
import { RoomGrid } from '../../features/rooms/room-card';
import { useRooms } from '../../features/rooms/hooks/use-rooms';
import styles from './match-page.module.css';

const REFRESH_MS = 30_000;
const SOON = 10;

const kickOff = (ot: number) =>
  new Date(ot * 1000).toLocaleTimeString('zh-CN', { hour: '2-digit', minute: '2-digit', hour12: false });

function Upcoming({ matches }: { matches: TvMatch[] }) {
  return (
    <ul className={styles.upcoming} aria-label="即将开赛">
      {matches.map((m) => {
        const [a, b] = m.sport === 'basketball' ? [m.away, m.home] : [m.home, m.away];
        return (
          <li key={m.id}>
            <Link className={styles.row} to={matchPath(m.sport, m.id)}>
              <span className={styles.time}>{kickOff(m.ot)}</span>
              <span className={styles.league}>{m.league.name}</span>
              <span className={styles.teams}>
                {a.name} vs {b.name}
              </span>
              <span className={styles.hint}>开赛开播</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

export default function MatchPage() {
  const [params] = useSearchParams();
  const wanted = Number(params.get('id') ?? '');
  const tv = useTvMatches(REFRESH_MS);
  const rooms = useRooms(0, REFRESH_MS);

  // both lists, once both are in: 加载中 until then, one error with 重试 that asks both again
  const both = {
    data: tv.data && rooms.data ? { matches: tv.data, rooms: rooms.data } : undefined,
    error: tv.error ?? rooms.error,
    reload: () => (tv.reload(), rooms.reload()),
  };
  const matchRooms = (rooms.data ?? []).filter((r) => r.matchId !== null);
  const room = wanted ? matchRooms.find((r) => r.matchId === wanted && r.status !== 'offline') : undefined;
  if (both.data && room) return <Navigate to={roomPagePath(room.id)} replace />;
  const live = matchRooms.filter((r) => r.status === 'live');
  const replays = matchRooms.filter((r) => r.status === 'replay');
  const withRoom = new Set(matchRooms.map((r) => r.matchId));
  const soon = (tv.data ?? []).filter((m) => m.hasVideo && isUpcoming(m.s) && !withRoom.has(m.id)).slice(0, SOON);
  const body = (
    <DataState state={both} isEmpty={() => live.length + replays.length + soon.length === 0} emptyText="暂无赛事直播">
      {() => (
        <>
          {live.length > 0 && (
            <section>
              <h2 className={styles.heading}>正在直播</h2>
              <RoomGrid rooms={live} label="正在直播" />
            </section>
          )}
          {soon.length > 0 && (
            <section>
              <h2 className={styles.heading}>即将开赛</h2>
              <Upcoming matches={soon} />
            </section>
          )}
          {replays.length > 0 && (
            <section>
              <h2 className={styles.heading}>精彩回放</h2>
              <RoomGrid rooms={replays} label="精彩回放" />
            </section>
          )}
        </>
      )}
    </DataState>
  );
  return (
    <main className={styles.page}>
      <NavBar title="赛事直播" />
      {wanted > 0 && rooms.data && <p className={styles.notice}>这场比赛暂未开播，开赛后主播将进入直播间</p>}
      {body}
    </main>
  );
}
