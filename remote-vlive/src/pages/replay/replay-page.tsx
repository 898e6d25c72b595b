/**
 * /vlive/detail/replay: ended broadcasts, newest first; each opens its room at
 * `/vlive/detail/{room}?replay={id}`, which plays the broadcast's VOD with its chat replayed at its times.
 */
import { DataState } from '@kickoff/shared/data';
import { NavBar } from '@kickoff/shared/ui';
import { useReplays } from '../../features/replay/hooks/use-replays';
import { ReplayGrid } from '../../features/rooms/room-card';

export default function ReplayPage() {
  const replays = useReplays();
  return (
    <main>
      <NavBar title="直播回放" />
      <DataState state={replays} isEmpty={(rows) => rows.length === 0} emptyText="暂无回放">
        {(rows) => <ReplayGrid rows={rows} />}
      </DataState>
    </main>
  );
}
