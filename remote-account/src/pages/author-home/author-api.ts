/** The expert home's calls (`/tj/expert/home/head`, `/tj/expert/home/rec`, `/tj/expert/follow`). */
import { post, unwrap } from '@kickoff/shared/api';
import { TIPS_PATHS, type Envelope, type FollowResult } from '@kickoff/shared/contracts';

export const authorHead = (eid: number) => unwrap(post(TIPS_PATHS.homeHead, { eid }));
export const authorTips = (eid: number, page: number) => unwrap(post(TIPS_PATHS.homeRec, { eid, page, size: 10 }));
/** plat 1: the expert home updates; the raw envelope, so a failure's message is kept as the error */
export const followAuthor = (eid: number): Promise<Envelope<FollowResult>> => post(TIPS_PATHS.follow, { plat: 1, eid });
