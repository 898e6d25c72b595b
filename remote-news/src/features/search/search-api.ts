/** Search (COMMUNITY_PATHS.search). */
import { get, unwrap } from '@kickoff/shared/api';
import { COMMUNITY_PATHS, type SearchResult } from '@kickoff/shared/contracts';

/** Articles and posts holding every word of `q`. */
export const searchAll = (q: string) => unwrap(get<SearchResult>(COMMUNITY_PATHS.search, { q }));
