/** Comments on posts and answers to questions: the shared threads over the community tables. */
import { threads } from '../comments/threads';
import { POST_MISSING } from './posts';
import { postLink } from './tables';

export const postThreads = threads({
  comments: 'community_comments',
  likes: 'community_comment_likes',
  target: 'community_posts',
  targetColumn: 'post_id',
  missing: POST_MISSING,
  noun: '帖子',
  authorColumn: 'user_id',
  linkColumns: ['kind'],
  linkOf: (p) => postLink(Number(p.id), String(p.kind)),
});
