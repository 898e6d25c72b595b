/** /vlive/{type?}: the live-room list — type tabs, then a two-column grid of rooms. */
import { Link, useNavigate, useParams } from '@kickoff/shared/router';
import { Empty, NavBar, Tabs } from '@kickoff/shared/ui';
import { formatHeat, isRoomType, ROOM_TYPES, roomsOfType, type RoomTypeKey } from '../../catalogue/demo-rooms';
import { RoomCover } from './room-cover';
import styles from './room-list.module.css';

export default function RoomListPage() {
  const { type = '0' } = useParams();
  const navigate = useNavigate();
  const known = isRoomType(type);
  const rooms = known ? roomsOfType(type) : [];
  return (
    <main className={styles.page}>
      <NavBar title="直播" showBack={false} />
      <Tabs<RoomTypeKey>
        label="直播分类"
        items={ROOM_TYPES.map((t) => ({ key: t.key, label: t.label }))}
        active={known ? type : '0'}
        onChange={(key) => navigate(`/vlive/${key}`)}
      />
      {rooms.length === 0 ? (
        <Empty text="暂无直播" />
      ) : (
        <ul className={styles.grid} aria-label="直播间">
          {rooms.map((room) => (
            <li key={room.id}>
              <Link className={styles.card} to={`/vlive/detail/${room.id}`}>
                <RoomCover room={room} />
                <div className={styles.body}>
                  <p className={styles.title}>{room.title}</p>
                  <p className={styles.meta}>
                    <span>{room.anchor}</span>
                    <span className={styles.heat} aria-label={`热度${formatHeat(room.heat)}`}>
                      <svg className={styles.flame} viewBox="0 0 24 24" aria-hidden="true">
                        <path d="M12 2c1 4-3 6-3 10a3 3 0 0 0 6 0c0-1.5-.7-2.7-1.5-3.5C17 10 19 13 19 15.5A7 7 0 0 1 5 15.5C5 9.5 11 7 12 2z" />
                      </svg>
                      {formatHeat(room.heat)}
                    </span>
                  </p>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
