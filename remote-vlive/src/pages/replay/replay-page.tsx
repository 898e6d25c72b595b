/**
 * /vlive/detail/replay: ended broadcasts, newest first; each opens its room at
 * `/vlive/detail/{room}?replay={id}`, which plays the broadcast's VOD with its chat replayed at its times.
 */
import type { ReplayRow } from '@kickoff/shared/contracts/vlive';
import { DataState, useData } from '@kickoff/shared/data';
import { NavBar } from '@kickoff/shared/ui';
import { getReplays } from '../../features/replay/replay-api';
import { ReplayGrid } from '../../features/rooms/room-card';

export default function ReplayPage() {
  const replays = useData<ReplayRow[]>(['vlive-replays'], getReplays);
  return (
    <main>
      <NavBar title="直播回放" />
      <DataState state={replays} isEmpty={(rows) => rows.length === 0} emptyText="暂无回放">
        {(rows) => <ReplayGrid rows={rows} />}
      </DataState>
    </main>
  );
}
