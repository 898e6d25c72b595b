/** A page of a column's headlines (NEWS_PATHS.list). */
import { post, unwrap } from '@kickoff/shared/api';
import { NEWS_PATHS, type NewsListRequest } from '@kickoff/shared/contracts';

export const newsPage = (body: NewsListRequest) => unwrap(post(NEWS_PATHS.list, body));
