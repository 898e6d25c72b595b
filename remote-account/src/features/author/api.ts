/** The expert home's calls (`/tj/expert/home/head`, `/tj/expert/home/rec`, `/tj/expert/follow`). */
import { post, unwrap } from '@kickoff/shared/api';
import { TIPS_PATHS } from '@kickoff/shared/contracts';
import { accepted } from '../../lib/refusal';

export const authorHead = (eid: number) => unwrap(post(TIPS_PATHS.homeHead, { eid }));
export const authorTips = (eid: number, page: number) => unwrap(post(TIPS_PATHS.homeRec, { eid, page, size: 10 }));
/** plat 1: the expert home updates; a refusal carries the server's message */
export const followAuthor = (eid: number) => accepted(post(TIPS_PATHS.follow, { plat: 1, eid }), '操作失败');
