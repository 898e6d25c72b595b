/** The comment threads the Comments component shows: an article's, and a community post's. */
import type { ThreadApi } from '../comments';
import { addComment, addPostComment, commentPage, likeComment, likePostComment, postComments } from '../comments-api';

export const useArticleThread = (id: number): ThreadApi => ({
  key: `news:${id}`,
  load: (sort, page) => commentPage(id, sort, page),
  add: (text, parentId) => addComment(id, text, parentId),
  like: likeComment,
});

export const usePostThread = (code: string): ThreadApi => ({
  key: `post:${code}`,
  load: (sort, page) => postComments(code, sort, page),
  add: (text, parentId) => addPostComment(code, text, parentId),
  like: likePostComment,
});
