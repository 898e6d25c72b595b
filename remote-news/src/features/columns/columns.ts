/**
 * The headline columns (the tabs of /news/{type}) from `GET /inform/column/getColumnByType`, kept in
 * the news store's navList. The contract's list shows at once while the call is in flight.
 */
import { useEffect } from 'react';
import { HEADLINE_COLUMN_ID, NEWS_COLUMNS, type NewsColumn } from '@kickoff/shared/contracts';
import { useData } from '@kickoff/shared/data';
import { useNewsStore } from '@kickoff/shared/stores';
import { columns } from './columns-api';

/** The spec's default column: /news redirects to /news/1002. */
export const DEFAULT_COLUMN_ID = HEADLINE_COLUMN_ID;

export function useColumns(): readonly NewsColumn[] {
  const { data } = useData(['news-columns'], columns);
  const setNavList = useNewsStore((s) => s.setNavList);
  useEffect(() => {
    if (data) setNavList(data);
  }, [data, setNavList]);
  return data ?? NEWS_COLUMNS;
}

export function columnById(list: readonly NewsColumn[], id: number): NewsColumn | undefined {
  return list.find((c) => c.id === id);
}
