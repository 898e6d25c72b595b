import type { CommunityPost } from '@kickoff/shared/contracts';

/** Posts open /community/detail, questions /community/qdetail, both by code. */
export const postHref = (p: Pick<CommunityPost, 'kind' | 'code'>) =>
  `/community/${p.kind === 'question' ? 'qdetail' : 'detail'}?code=${encodeURIComponent(p.code)}`;
