/** The scores remote's pages a match or a sport links to, for every remote and the server's links. */
import type { Sport } from './live';

/** A sport in page paths: zq (足球) or lq (篮球), as in /live/zq and /database/team/lq. */
export const sportCode = (sport: Sport) => (sport === 'basketball' ? 'lq' : 'zq');

/** The scores remote's list page of a sport: /live/zq or /live/lq. */
export const scoresPath = (sport: Sport) => `/live/${sportCode(sport)}`;

/** The sport-wide chat (聊球) beside a sport's list tabs: /live/zq/chat or /live/lq/chat. */
export const sportChatPath = (sport: Sport) => `${scoresPath(sport)}/chat`;

/** A match's detail page in the scores remote. */
export const matchPath = (sport: Sport, id: number | string) => `${scoresPath(sport)}/detail/${id}`;
