/** The AI predictions' calls: the matches to predict (hot first, then today's live list) and a match's trend. */
import { get, getHotList, unwrap } from '@kickoff/shared/api';
import {
  LIVE_PATHS,
  PLATFORM,
  type FootballListMatch,
  type FootballTrend,
  type HotList,
} from '@kickoff/shared/contracts';

/** today's football matches (the 即时 tab of the score list) */
export function liveFootball(): Promise<FootballListMatch[]> {
  return unwrap(get<FootballListMatch[]>(LIVE_PATHS.footballLive, { platform: PLATFORM, tab: 'js' }));
}

/** the hot football matches, then today's others */
export async function aiCandidates(): Promise<FootballListMatch[]> {
  const [hot, all]: [HotList, FootballListMatch[]] = await Promise.all([getHotList(), liveFootball()]);
  const ids = new Set(hot.football.map((m) => m.id));
  return [...hot.football, ...all.filter((m) => !ids.has(m.id))];
}

/** 攻势 and 胜率 per minute played; the prediction reads its `current` */
export function footballTrend(id: number): Promise<FootballTrend> {
  return unwrap(get<FootballTrend>(LIVE_PATHS.footballTrend(id)));
}
