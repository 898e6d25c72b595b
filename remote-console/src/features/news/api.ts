/** The news desk's calls to the staff API (checked again on the server, audited). */
import { get, post } from '@kickoff/shared/api';
import { STAFF_NEWS_PATHS, type DeskArticle, type DeskArticlePage, type PostBody } from '@kickoff/shared/contracts';

type GetParams = Parameters<typeof get>[1];

export const saveArticle = (body: PostBody<typeof STAFF_NEWS_PATHS.save>) => post(STAFF_NEWS_PATHS.save, body);
export const setPublished = (body: PostBody<typeof STAFF_NEWS_PATHS.status>) => post(STAFF_NEWS_PATHS.status, body);
export const setPinned = (body: PostBody<typeof STAFF_NEWS_PATHS.pin>) => post(STAFF_NEWS_PATHS.pin, body);
export const fetchArticles = (params?: GetParams) => get<DeskArticlePage>(STAFF_NEWS_PATHS.list, params);
export const fetchArticle = (params?: GetParams) => get<DeskArticle>(STAFF_NEWS_PATHS.article, params);
