/** Comments on posts and answers to questions: the shared threads over the community tables. */
import { threads } from '../news/threads';
import { POST_MISSING } from './posts';

export const postThreads = threads({
  comments: 'community_comments',
  likes: 'community_comment_likes',
  target: 'community_posts',
  targetColumn: 'post_id',
  missing: POST_MISSING,
});
