/**
 * What a view points at, read from the tables their own modules write: matches (the live engine's
 * store), articles (news) and rooms (video-live). A view of something that no longer exists — an
 * article hidden by an editor, say — simply drops out of the list.
 */
import type { NewsItem, NewsMatchCard, ViewKind } from '@kickoff/shared/contracts';
import type { LiveRoom } from '@kickoff/shared/contracts/vlive';
import type { Db } from '../db/index';
import { matchCardsOf, visibleByIds } from '../news/articles';
import { roomsByIds, toLiveRoom } from '../vlive/rooms';

export type Target = { match: NewsMatchCard } | { news: NewsItem } | { room: LiveRoom };

/** how many fans are in a room now (the hub's subscribers), for the room card */
export type ViewersOf = (roomId: number) => number;

export const MISSING: Record<ViewKind, string> = {
  match: '比赛不存在',
  news: '资讯不存在或已删除',
  room: '直播间不存在',
};

export async function targetsOf(
  db: Db,
  kind: ViewKind,
  ids: number[],
  nowMs: number,
  viewers: ViewersOf,
): Promise<Map<number, Target>> {
  if (kind === 'match') {
    const cards = await matchCardsOf(db, ids);
    return new Map([...cards].map(([id, match]) => [id, { match }]));
  }
  if (kind === 'news') {
    const items = await visibleByIds(db, ids, nowMs);
    return new Map([...items].map(([id, news]) => [id, { news }]));
  }
  const rooms = await roomsByIds(db, ids);
  return new Map(rooms.map((r) => [r.id, { room: toLiveRoom(r, viewers(r.id)) }]));
}
