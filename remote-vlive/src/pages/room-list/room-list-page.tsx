/** /vlive/{type?}: the live-room list — type tabs, then a two-column grid of the matches on now and next. */
import { getHotList } from '@kickoff/shared/api';
import type { HotList } from '@kickoff/shared/contracts';
import { useData } from '@kickoff/shared/data';
import { Link, useNavigate, useParams } from '@kickoff/shared/navigation';
import { Empty, ErrorView, Loader, NavBar, Tabs } from '@kickoff/shared/ui';
import { isRoomType, matchRooms, ROOM_TYPES, type RoomTypeKey } from '../../features/match-rooms/match-rooms';
import { RoomCover } from './room-cover';
import styles from './room-list.module.css';

/** the rooms follow the hot list, refreshed this often while the page is open; a failed refresh keeps what is shown */
const REFRESH_MS = 30_000;

export default function RoomListPage() {
  const { type = '0' } = useParams();
  const navigate = useNavigate();
  const known = isRoomType(type);
  const { data, error, reload } = useData<HotList>(['hot-list'], getHotList, { refreshMs: REFRESH_MS });
  const rooms = known && data ? matchRooms(data, type) : [];

  let body;
  if (!known || (data && rooms.length === 0)) body = <Empty text="暂无直播" />;
  else if (!data) body = error ? <ErrorView onRetry={reload} /> : <Loader />;
  else {
    body = (
      <ul className={styles.grid} aria-label="直播间">
        {rooms.map((room) => (
          <li key={room.id}>
            <Link className={styles.card} to={room.href}>
              <RoomCover room={room} />
              <div className={styles.body}>
                <p className={styles.title}>{room.title}</p>
                <p className={styles.meta}>
                  <span className={room.live ? styles.live : undefined}>{room.state}</span>
                  {room.score && <span className={styles.score}>{room.score}</span>}
                </p>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <main className={styles.page}>
      <NavBar title="直播" showBack={false} />
      <Tabs<RoomTypeKey>
        label="直播分类"
        items={ROOM_TYPES.map((t) => ({ key: t.key, label: t.label }))}
        active={known ? type : '0'}
        onChange={(key) => navigate(`/vlive/${key}`)}
      />
      {body}
    </main>
  );
}
