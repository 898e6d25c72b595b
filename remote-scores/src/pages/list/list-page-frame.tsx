/**
 * A score list's page around its rows: sport switch, tabs, the day strip of 赛果 / 赛程, the count
 * bar, loading / error / empty states, the league filter and the settings panel.
 */
import { useState, type ReactNode } from 'react';
import { LeagueFilter } from '../../components/league-filter';
import { CountBar, SportSwitch, chromeStyles } from '../../components/list-chrome';
import { DateStrip, ListTabsBar } from '../../components/list-tabs';
import { SettingsPanel } from '../../components/settings-panel';
import { DataState } from '@kickoff/shared/data';
import { OfflineBar, scoresErrorText } from '../../components/offline-bar';
import type { ListPage, Listed } from '../../features/match-list/hooks/use-list-page';
import styles from './list-page.module.css';

export interface ListPageFrameProps<T extends Listed> {
  page: ListPage<T>;
  /** matches on the 竞足 / 北单 lists, offered as filters */
  lotteryCounts: { jczq: number; bjdc: number };
  /** the rows */
  children: ReactNode;
  /** drawn over the page (the goal popups) */
  overlay?: ReactNode;
}

export function ListPageFrame<T extends Listed>({ page, lotteryCounts, children, overlay }: ListPageFrameProps<T>) {
  const { sport, tab, date, list, filter, shown, hidden } = page;
  const [settingsOpen, setSettingsOpen] = useState(false);
  return (
    <div className={styles.page}>
      <div className={chromeStyles.top}>
        <SportSwitch />
        <ListTabsBar sport={sport} tab={tab} onTab={page.onTab} />
        {tab === 'sg' || tab === 'sc' ? <DateStrip kind={tab} value={date} onChange={page.setDate} /> : null}
        <CountBar
          total={shown.length}
          hidden={hidden}
          onFilter={() => filter.setOpen(true)}
          onSettings={() => setSettingsOpen(true)}
        />
      </div>
      <OfflineBar />
      <DataState
        state={{ data: shown, error: list.error, loading: list.loading, reload: list.reload }}
        isEmpty={(rows) => rows.length === 0}
        errorText={scoresErrorText}
        emptyText={
          tab === 'gz' ? '暂无关注的比赛，点击 ☆ 关注' : hidden ? `已隐藏${hidden}场，调整筛选查看` : '暂无比赛'
        }
      >
        {() => children}
      </DataState>
      {filter.open ? (
        <LeagueFilter
          sport={sport}
          groups={filter.groups.data}
          loading={filter.groups.loading}
          error={filter.groups.error}
          onRetry={filter.groups.reload}
          current={filter.filter}
          lotteryCounts={lotteryCounts}
          onApply={filter.apply}
          onClose={() => filter.setOpen(false)}
        />
      ) : null}
      {settingsOpen ? <SettingsPanel onClose={() => setSettingsOpen(false)} /> : null}
      {overlay}
    </div>
  );
}
