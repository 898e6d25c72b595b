/** Every news call this remote makes (paths in NEWS_PATHS of @kickoff/shared/contracts). */
import { api, get, post, unwrap } from '@kickoff/shared/api';
import {
  NEWS_PATHS,
  type CommentSort,
  type NewsColumn,
  type NewsCommentPage,
  type NewsDetail,
  type NewsListRequest,
} from '@kickoff/shared/contracts';

export const columns = () => unwrap(get<NewsColumn[]>(NEWS_PATHS.columns, { type: 0 }));

export const newsPage = (body: NewsListRequest) => unwrap(post(NEWS_PATHS.list, body));

export const newsDetail = (id: number) => unwrap(get<NewsDetail>(NEWS_PATHS.detail, { id }));

export const likeNews = (id: number, like: boolean) => unwrap(post(NEWS_PATHS.like, { id, like: like ? 1 : 0 }));

export const commentPage = (articleId: number, sort: CommentSort, page: number) =>
  unwrap(get<NewsCommentPage>(NEWS_PATHS.comments, { articleId, sort, page, size: 20 }));

export const addComment = (articleId: number, content: string, parentId?: number) =>
  unwrap(post(NEWS_PATHS.comment, { articleId, content, parentId }));

export const likeComment = (id: number, like: boolean) =>
  unwrap(post(NEWS_PATHS.commentLike, { id, like: like ? 1 : 0 }));

/** An API path (a generated cover, an uploaded image) as the browser must request it. */
export const mediaUrl = (path: string) => (path.startsWith('/') ? api.urlFor(path) : path);
