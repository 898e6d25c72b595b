/** /vlive/detail/replay: ended broadcasts, each opening its room, which plays the replay (a VOD playlist). */
import type { LiveRoom } from '@kickoff/shared/contracts/vlive';
import { useData } from '@kickoff/shared/data';
import { Empty, ErrorView, Loader, NavBar } from '@kickoff/shared/ui';
import { RoomGrid } from '../../features/rooms/room-card';
import { getRooms } from '../../features/rooms/rooms-api';

export default function ReplayPage() {
  const { data, error, reload } = useData<LiveRoom[]>(['vlive-rooms', 0], () => getRooms(0));
  const replays = data?.filter((r) => r.status === 'replay');
  let body;
  if (replays && replays.length === 0) body = <Empty text="暂无回放" />;
  else if (!replays) body = error ? <ErrorView onRetry={reload} /> : <Loader />;
  else body = <RoomGrid rooms={replays} label="回放" />;
  return (
    <main>
      <NavBar title="直播回放" />
      {body}
    </main>
  );
}
