/** The league filter: what a chosen filter shows, and the 全选 / 反选 / 热门 operations. */
import type { LeagueFilterGroup } from '@kickoff/shared/contracts';

/** all: every league; leagues: only `ids`; jczq / bjdc: only matches on that lottery list. */
export type FilterKind = 'all' | 'leagues' | 'jczq' | 'bjdc';

export interface ListFilter {
  kind: FilterKind;
  ids: number[];
}

export const NO_FILTER: ListFilter = { kind: 'all', ids: [] };

export interface Filterable {
  li: number;
  isShow: 0 | 1;
  jczq?: string;
  bjdc?: string;
}

export function passes(m: Filterable, f: ListFilter): boolean {
  if (f.kind === 'jczq') return Boolean(m.jczq);
  if (f.kind === 'bjdc') return Boolean(m.bjdc);
  if (f.kind === 'leagues') return f.ids.includes(m.li);
  return m.isShow !== 0;
}

export function applyFilter<T extends Filterable>(rows: readonly T[], f: ListFilter): { shown: T[]; hidden: number } {
  const shown = rows.filter((r) => passes(r, f));
  return { shown, hidden: rows.length - shown.length };
}

export function allLeagueIds(groups: readonly LeagueFilterGroup[]): number[] {
  return groups.flatMap((g) => g.countList.map((i) => i.leagueId));
}

export function invert(groups: readonly LeagueFilterGroup[], selected: ReadonlySet<number>): Set<number> {
  return new Set(allLeagueIds(groups).filter((id) => !selected.has(id)));
}

export function hotIds(groups: readonly LeagueFilterGroup[]): Set<number> {
  return new Set(groups.flatMap((g) => g.countList.filter((i) => i.hot).map((i) => i.leagueId)));
}

/** Matches the chosen leagues would hide (the 隐藏N场 figure). */
export function hiddenBy(groups: readonly LeagueFilterGroup[], selected: ReadonlySet<number>): number {
  return groups.reduce((n, g) => n + g.countList.reduce((m, i) => m + (selected.has(i.leagueId) ? 0 : i.count), 0), 0);
}

/** The selection a filter implies: every league when none is chosen, else the chosen ones. */
export function initialSelection(groups: readonly LeagueFilterGroup[], f: ListFilter): Set<number> {
  if (f.kind === 'leagues') return new Set(f.ids);
  const checked = groups.flatMap((g) => g.countList.filter((i) => i.isChecked).map((i) => i.leagueId));
  return new Set(checked.length ? checked : allLeagueIds(groups));
}

/** Choosing every league is no filter at all; store it that way so new leagues are not hidden. */
export function filterFromSelection(groups: readonly LeagueFilterGroup[], selected: ReadonlySet<number>): ListFilter {
  const all = allLeagueIds(groups);
  if (all.every((id) => selected.has(id))) return NO_FILTER;
  return { kind: 'leagues', ids: all.filter((id) => selected.has(id)) };
}
