/** /live/zq/{type?}: the football score list, with goal popups. */
import { useMemo } from 'react';
import { useLiveStore } from '@kickoff/shared/stores';
import { GoalAlerts, type TeamNames } from '../../features/alerts/goal-alerts';
import { FootballRow, type RowOptions } from '../../components/football-row';
import { VirtualList } from '../../components/virtual-list';
import { useNow } from '../../lib/use-now';
import { ListPageFrame } from './list-page-frame';
import { useFootballListPage } from '../../features/match-list/hooks/use-football-list-page';

export const FOOTBALL_ROW_REM = 1.2;

export default function FootballListPage() {
  const page = useFootballListPage();
  const { rows } = page;
  const corners = useLiveStore((s) => s.jqChecked);
  const yellows = useLiveStore((s) => s.hpChecked);
  const ranking = useLiveStore((s) => s.pmChecked);
  const now = useNow();

  const names = useMemo<TeamNames>(
    () => new Map(rows.map((m) => [m.id, { home: m.home.name, away: m.away.name, league: m.league.name, rc: m.rc }])),
    [rows],
  );
  const lottery = useMemo(
    () => ({ jczq: rows.filter((m) => m.jczq).length, bjdc: rows.filter((m) => m.bjdc).length }),
    [rows],
  );
  const opts = useMemo<RowOptions>(() => ({ corners, yellows, ranking }), [corners, yellows, ranking]);

  return (
    <ListPageFrame page={page} lotteryCounts={lottery} overlay={<GoalAlerts names={names} />}>
      <VirtualList
        items={page.shown}
        rowRem={FOOTBALL_ROW_REM}
        label="足球比分"
        render={(m, top) => <FootballRow key={m.id} m={m} top={top} now={now} opts={opts} onOpen={page.open} />}
      />
    </ListPageFrame>
  );
}
