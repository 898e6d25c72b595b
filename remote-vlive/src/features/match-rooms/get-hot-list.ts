import { get } from '@kickoff/shared/api';
import type { HotList } from '@kickoff/shared/contracts';

/** The live engine's hot matches of both sports (the same call as the scores remote's /live/hot). */
export async function getHotList(): Promise<HotList> {
  const env = await get<HotList>('/api/live/hot/list');
  if (env.code !== 200) throw new Error(env.msg || '加载失败');
  return env.data;
}
