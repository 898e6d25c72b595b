/**
 * The headline columns (the tabs of /news/{type}). They are navigation, not content: the news issue
 * serves them from `GET /inform/column/getColumnByType`, and the headlines from `POST /inform/info/list`.
 */
import type { NewsColumn } from '@kickoff/shared/contracts';

/** The spec's default column: /news redirects to /news/1002. */
export const DEFAULT_COLUMN_ID = 1002;

export const COLUMNS: readonly NewsColumn[] = [
  { id: 1002, name: '头条', type: 0, sort: 1 },
  { id: 1003, name: '足球', type: 1, sort: 2 },
  { id: 1004, name: '篮球', type: 2, sort: 3 },
  { id: 1005, name: '综合', type: 0, sort: 4 },
];

export function columnById(id: number): NewsColumn | undefined {
  return COLUMNS.find((c) => c.id === id);
}
