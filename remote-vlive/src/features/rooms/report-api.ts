/** A fan reports a room chat line (one report per fan and line; the console's 审核 queue gets it). */
import { post, unwrap } from '@kickoff/shared/api';
import { COMMUNITY_PATHS } from '@kickoff/shared/contracts';

export const reportChatLine = (id: number, reason: string) =>
  unwrap(post(COMMUNITY_PATHS.report, { target: 'chat', id, reason }));
