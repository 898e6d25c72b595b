import { get, unwrap } from '@kickoff/shared/api';
import type { HotList } from '@kickoff/shared/contracts';

/** The live engine's hot matches of both sports (the same call as the scores remote's /live/hot). */
export function getHotList(): Promise<HotList> {
  return unwrap(get<HotList>('/api/live/hot/list'));
}
