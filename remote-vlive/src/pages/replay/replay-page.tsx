/**
 * /vlive/detail/replay: ended broadcasts, newest first; each opens its room at
 * `/vlive/detail/{room}?replay={id}`, which plays the broadcast's VOD with its chat replayed at its times.
 */
import type { ReplayRow } from '@kickoff/shared/contracts/vlive';
import { useData } from '@kickoff/shared/data';
import { Empty, ErrorView, Loader, NavBar } from '@kickoff/shared/ui';
import { getReplays } from '../../features/replay/replay-api';
import { ReplayGrid } from '../../features/rooms/room-card';

export default function ReplayPage() {
  const { data, error, reload } = useData<ReplayRow[]>(['vlive-replays'], getReplays);
  let body;
  if (data && data.length === 0) body = <Empty text="暂无回放" />;
  else if (!data) body = error ? <ErrorView onRetry={reload} /> : <Loader />;
  else body = <ReplayGrid rows={data} />;
  return (
    <main>
      <NavBar title="直播回放" />
      {body}
    </main>
  );
}
