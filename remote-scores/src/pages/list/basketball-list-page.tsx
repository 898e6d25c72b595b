/** /live/lq/{type?}: the basketball score list. */
import { useCallback, useMemo, useState } from 'react';
import type { BasketballListMatch } from '@kickoff/shared/contracts';
import { useNavigate, useParams, useSearchParams } from '@kickoff/shared/navigation';
import { useLiveStore } from '@kickoff/shared/stores';
import { basketballList } from '../../api/live-api';
import { BasketballRow } from '../../components/basketball-row';
import { LeagueFilter } from '../../components/league-filter';
import { CountBar, DateStrip, ListTabsBar, SportSwitch, chromeStyles, isListTab } from '../../components/list-chrome';
import { SettingsPanel } from '../../components/settings-panel';
import { OfflineBar, StateView } from '../../components/state-view';
import { VirtualList } from '../../components/virtual-list';
import { useListFilter } from '../../hooks/use-list-filter';
import { useScoreList } from '../../hooks/use-score-list';
import { stripDays } from '../../lib/date-strip';
import { applyFilter } from '../../lib/league-filter';
import styles from './list-page.module.css';

export const BASKETBALL_ROW_REM = 1.3;

export default function BasketballListPage() {
  const { type } = useParams();
  const stored = useLiveStore((s) => s.tabIndex);
  const tab = isListTab(type) ? type : stored;
  const [search, setSearch] = useSearchParams();
  const date =
    tab === 'sg' || tab === 'sc'
      ? (search.get('date') ?? (tab === 'sg' ? stripDays('sg').at(-1)!.date : stripDays('sc')[0]!.date))
      : '';
  const navigate = useNavigate();
  const setSettings = useLiveStore((s) => s.setSettings);
  const ranking = useLiveStore((s) => s.pmChecked);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const list = useScoreList<BasketballListMatch>('basketball', tab, date, basketballList);
  const filter = useListFilter('basketball', tab, date);
  const rows = useMemo(() => list.data ?? [], [list.data]);
  const { shown, hidden } = useMemo(() => applyFilter(rows, filter.filter), [rows, filter.filter]);
  const open = useCallback((m: BasketballListMatch) => navigate(`/live/lq/detail/${m.id}`), [navigate]);

  const onTab = (t: typeof tab) => {
    setSettings({ tabIndex: t });
    navigate(`/live/lq/${t}`);
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
        emptyText={tab === 'gz' ? '暂无关注的比赛，点击 ☆ 关注' : '暂无比赛'}
        onRetry={list.reload}
      >
        <VirtualList
          items={shown}
          rowRem={BASKETBALL_ROW_REM}
          label="篮球比分"
          render={(m, top) => <BasketballRow key={m.id} m={m} top={top} ranking={ranking} onOpen={open} />}
        />
      </StateView>
      {filter.open ? (
        <LeagueFilter
          sport="basketball"
          groups={filter.groups.data}
          loading={filter.groups.loading}
          error={filter.groups.error}
          onRetry={filter.groups.reload}
          current={filter.filter}
          lotteryCounts={{ jczq: 0, bjdc: 0 }}
          onApply={filter.apply}
          onClose={() => filter.setOpen(false)}
        />
      ) : null}
      {settingsOpen ? <SettingsPanel onClose={() => setSettingsOpen(false)} /> : null}
    </div>
  );
}
