/** The hot matches of both sports — one call that the scores (/live/hot, AI) and video-live remotes share. */
import { HOT_LIST_PATH, type HotList } from '@kickoff/shared/contracts';
import { get } from './client';
import { unwrap } from './unwrap';

export function getHotList(): Promise<HotList> {
  return unwrap(get<HotList>(HOT_LIST_PATH));
}
