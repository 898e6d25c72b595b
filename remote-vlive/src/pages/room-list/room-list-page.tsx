/**
 * /vlive/{type?}: the live-room list — category tabs, then a two-column grid of rooms, on air first;
 * reloaded when a room's on-air state is pushed (ROOM_LIST_TOPIC). A newcomer's first rooms were
 * drawn before its scripts ran (src/early/): the page takes over from them.
 */
import { MessageCodes } from '@kickoff/shared/contracts';
import { ROOM_CATEGORIES, ROOM_LIST_TOPIC, type RoomCategory } from '@kickoff/shared/contracts/vlive';
import { DataState } from '@kickoff/shared/data';
import { Link, useNavigate, useParams } from '@kickoff/shared/navigation';
import { useRealtime } from '@kickoff/shared/realtime';
import { NavBar, Tabs } from '@kickoff/shared/ui';
import { useRef } from 'react';
import { useEarlyDrawHandover } from '../../early/use-early-draw-handover';
import { RoomGrid } from '../../features/rooms/room-card';
import { useRooms } from '../../features/rooms/hooks/use-rooms';
import styles from './room-list.module.css';

/** rooms go on and off air and viewers come and go: refreshed this often while the page is open */
const REFRESH_MS = 15_000;

function categoryOf(type: string): RoomCategory | null {
  const found = ROOM_CATEGORIES.find((c) => String(c.id) === type);
  return found ? found.id : null;
}

export default function RoomListPage() {
  const { type = '0' } = useParams();
  const navigate = useNavigate();
  const category = categoryOf(type);
  const rooms = useRooms(category, REFRESH_MS);
  const { reload } = rooms;
  // the first rooms drawn before the page's scripts ran give way to these once they are on screen
  const page = useRef<HTMLElement>(null);
  useEarlyDrawHandover(page, rooms.data !== undefined || rooms.error !== null || category === null);
  // a room going on or off air (an anchor's stream starting, dropping, returning) is pushed
  useRealtime(ROOM_LIST_TOPIC, (e) => {
    if (e.type === 'resync' || e.message.code === MessageCodes.ROOM_CHAT) reload();
  });

  return (
    <main className={styles.page} ref={page}>
      <NavBar
        title="直播"
        showBack={false}
        right={
          <>
            <Link className={styles.noble} to="/vlive/match">
              赛事
            </Link>
            <Link className={styles.noble} to="/vlive/noble">
              贵族
            </Link>
          </>
        }
      />
      <Tabs
        label="直播分类"
        items={ROOM_CATEGORIES.map((c) => ({ key: String(c.id), label: c.name }))}
        active={category === null ? '0' : String(category)}
        onChange={(key) => navigate(`/vlive/${key}`)}
      />
      <DataState
        state={rooms}
        absent={category === null ? '暂无直播' : undefined}
        isEmpty={(list) => list.length === 0}
        emptyText="暂无直播"
      >
        {(list) => <RoomGrid rooms={list} />}
      </DataState>
    </main>
  );
}
