/** An article and its like (paths in NEWS_PATHS of @kickoff/shared/contracts). */
import { get, post, unwrap } from '@kickoff/shared/api';
import { NEWS_PATHS, type NewsDetail } from '@kickoff/shared/contracts';

export const newsDetail = (id: number) => unwrap(get<NewsDetail>(NEWS_PATHS.detail, { id }));

export const likeNews = (id: number, like: boolean) => unwrap(post(NEWS_PATHS.like, { id, like: like ? 1 : 0 }));
