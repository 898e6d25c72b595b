/** The hot matches of both sports — one call that the scores (/live/hot, AI) and video-live remotes share. */
import type { HotList } from '@kickoff/shared/contracts';
import { get } from './client';
import { unwrap } from './unwrap';

export const HOT_LIST_PATH = '/api/live/hot/list';

export function getHotList(): Promise<HotList> {
  return unwrap(get<HotList>(HOT_LIST_PATH));
}
