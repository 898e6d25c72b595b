/** The league filter of one sport: current choice from the cookies, the sheet's data and saving. */
import { useCallback, useState } from 'react';
import type { LeagueFilterGroup, ListTab, Sport } from '@kickoff/shared/contracts';
import { useLiveStore } from '@kickoff/shared/stores';
import { leagueFilter } from '../api';
import { readFilter, saveFilter } from '../../../lib/filter-cookies';
import type { ListFilter } from '../../../lib/league-filter';
import { useData } from '@kickoff/shared/data';

export function useListFilter(sport: Sport, tab: ListTab, date: string) {
  const [filter, setFilter] = useState<ListFilter>(() => readFilter(sport));
  const [open, setOpen] = useState(false);
  const groups = useData<LeagueFilterGroup[]>(open ? ['league-filter', sport, tab, date] : null, () =>
    leagueFilter(sport, { tab, date }),
  );
  const apply = useCallback(
    (f: ListFilter, hotOnly: boolean) => {
      saveFilter(sport, f, hotOnly);
      setFilter(f);
      setOpen(false);
      if (sport === 'football')
        useLiveStore.getState().setFilter(groups.data ?? [], f.ids, f.kind === 'all' ? '' : f.kind);
    },
    [sport, groups.data],
  );
  return { filter, open, setOpen, groups, apply };
}
