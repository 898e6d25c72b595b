/**
 * What the football and basketball lists share: the tab (from the path, else the one last chosen),
 * the day of 赛果 / 赛程, the list kept live by its pushes, and the league filter applied to it.
 */
import { useCallback, useMemo } from 'react';
import { matchPath, scoresPath, type ListTab, type Sport } from '@kickoff/shared/contracts';
import { useNavigate, useParams, useSearchParams } from '@kickoff/shared/navigation';
import { useLiveStore } from '@kickoff/shared/stores';
import type { ListParams } from '../api';
import { isListTab } from '../../../components/list-tabs';
import { useListFilter } from './use-list-filter';
import { useScoreList } from './use-score-list';
import type { Identified } from '../../../lib/apply-patches';
import { stripDays } from '../../../lib/date-strip';
import { applyFilter, type Filterable } from '../../../lib/league-filter';

/** a list row: an id to patch and what the league filter reads */
export type Listed = Identified & Filterable;

/** 赛果 opens on the latest day, 赛程 on the first; the other tabs have no day. */
function listDate(tab: ListTab, chosen: string | null): string {
  if (tab === 'sg') return chosen ?? stripDays('sg').at(-1)!.date;
  if (tab === 'sc') return chosen ?? stripDays('sc')[0]!.date;
  return '';
}

export function useListPage<T extends Listed>(sport: Sport, fetcher: (p: ListParams) => Promise<T[]>) {
  const { type } = useParams();
  const stored = useLiveStore((s) => s.tabIndex);
  const setSettings = useLiveStore((s) => s.setSettings);
  const tab = isListTab(type) ? type : stored;
  const [search, setSearch] = useSearchParams();
  const date = listDate(tab, search.get('date'));
  const navigate = useNavigate();
  const list = useScoreList<T>(sport, tab, date, fetcher);
  const filter = useListFilter(sport, tab, date);
  const rows = useMemo(() => list.data ?? [], [list.data]);
  const { shown, hidden } = useMemo(() => applyFilter(rows, filter.filter), [rows, filter.filter]);
  const open = useCallback((m: T) => navigate(matchPath(sport, m.id)), [navigate, sport]);
  const onTab = (t: ListTab) => {
    setSettings({ tabIndex: t });
    navigate(`${scoresPath(sport)}/${t}`);
  };
  const setDate = (d: string) => setSearch({ date: d }, { replace: true });
  return { sport, tab, date, list, filter, rows, shown, hidden, open, onTab, setDate };
}

export type ListPage<T extends Listed> = ReturnType<typeof useListPage<T>>;
