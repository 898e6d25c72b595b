/** /live/zq/{type?}: the football score list. */
import { useCallback, useMemo, useState } from 'react';
import type { FootballListMatch } from '@kickoff/shared/contracts';
import { useNavigate, useParams, useSearchParams } from '@kickoff/shared/navigation';
import { useLiveStore } from '@kickoff/shared/stores';
import { GoalAlerts, type TeamNames } from '../../alerts/goal-alerts';
import { footballList } from '../../api/live-api';
import { FootballRow, type RowOptions } from '../../components/football-row';
import { LeagueFilter } from '../../components/league-filter';
import { CountBar, DateStrip, ListTabsBar, SportSwitch, chromeStyles, isListTab } from '../../components/list-chrome';
import { SettingsPanel } from '../../components/settings-panel';
import { OfflineBar, StateView } from '../../components/state-view';
import { VirtualList } from '../../components/virtual-list';
import { useListFilter } from '../../hooks/use-list-filter';
import { useNow } from '../../hooks/use-now';
import { useScoreList } from '../../hooks/use-score-list';
import { stripDays } from '../../lib/date-strip';
import { applyFilter } from '../../lib/league-filter';
import styles from './list-page.module.css';

export const FOOTBALL_ROW_REM = 1.2;

export default function FootballListPage() {
  const { type } = useParams();
  const stored = useLiveStore((s) => s.tabIndex);
  const tab = isListTab(type) ? type : stored;
  const [search, setSearch] = useSearchParams();
  const date =
    tab === 'sg' || tab === 'sc'
      ? (search.get('date') ?? (tab === 'sg' ? stripDays('sg').at(-1)!.date : stripDays('sc')[0]!.date))
      : '';
  const navigate = useNavigate();
  const settings = useLiveStore();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const list = useScoreList<FootballListMatch>('football', tab, date, footballList);
  const filter = useListFilter('football', tab, date);
  const now = useNow();

  const rows = useMemo(() => list.data ?? [], [list.data]);
  const { shown, hidden } = useMemo(() => applyFilter(rows, filter.filter), [rows, filter.filter]);
  const names = useMemo<TeamNames>(
    () => new Map(rows.map((m) => [m.id, { home: m.home.name, away: m.away.name, league: m.league.name, rc: m.rc }])),
    [rows],
  );
  const lottery = useMemo(
    () => ({ jczq: rows.filter((m) => m.jczq).length, bjdc: rows.filter((m) => m.bjdc).length }),
    [rows],
  );
  const opts = useMemo<RowOptions>(
    () => ({ corners: settings.jqChecked, yellows: settings.hpChecked, ranking: settings.pmChecked }),
    [settings.jqChecked, settings.hpChecked, settings.pmChecked],
  );
  const open = useCallback((m: FootballListMatch) => navigate(`/live/zq/detail/${m.id}`), [navigate]);

  const onTab = (t: typeof tab) => {
    settings.setSettings({ tabIndex: t });
    navigate(`/live/zq/${t}`);
  };

  return (
    <div className={styles.page}>
      <div className={chromeStyles.top}>
        <SportSwitch />
        <ListTabsBar tab={tab} onTab={onTab} />
        {tab === 'sg' || tab === 'sc' ? (
          <DateStrip kind={tab} value={date} onChange={(d) => setSearch({ date: d }, { replace: true })} />
        ) : null}
        <CountBar
          total={shown.length}
          hidden={hidden}
          onFilter={() => filter.setOpen(true)}
          onSettings={() => setSettingsOpen(true)}
        />
      </div>
      <OfflineBar />
      <StateView
        loading={list.loading}
        error={list.error}
        empty={shown.length === 0}
        emptyText={
          tab === 'gz' ? '暂无关注的比赛，点击 ☆ 关注' : hidden ? `已隐藏${hidden}场，调整筛选查看` : '暂无比赛'
        }
        onRetry={list.reload}
      >
        <VirtualList
          items={shown}
          rowRem={FOOTBALL_ROW_REM}
          label="足球比分"
          render={(m, top) => <FootballRow key={m.id} m={m} top={top} now={now} opts={opts} onOpen={open} />}
        />
      </StateView>
      {filter.open ? (
        <LeagueFilter
          sport="football"
          groups={filter.groups.data}
          loading={filter.groups.loading}
          error={filter.groups.error}
          onRetry={filter.groups.reload}
          current={filter.filter}
          lotteryCounts={lottery}
          onApply={filter.apply}
          onClose={() => filter.setOpen(false)}
        />
      ) : null}
      {settingsOpen ? <SettingsPanel onClose={() => setSettingsOpen(false)} /> : null}
      <GoalAlerts names={names} />
    </div>
  );
}
