/**
 * Community contracts (docs/product.md §2 Community: /community/list, /community/detail?code=,
 * /community/qdetail?code=). Server module: server/src/community. Comments and answers use the
 * news comment shape (NewsComment, `articleId` being the post id).
 */
import type { NewsItem } from './news';
import type { UploadedImage } from './uploads';

/** A 圈子: the general board, a competition's, or a club's. */
export interface CommunityBoard {
  id: number;
  name: string;
  teamId: number | null;
  leagueId: number | null;
}

export type PostKind = 'post' | 'question';

/** At most this many images on a post. */
export const MAX_POST_IMAGES = 9;
/** Post text limits, in characters. */
export const MAX_POST_CHARS = 2000;
export const MAX_POST_TITLE_CHARS = 60;

export interface CommunityPost {
  id: number;
  /** the id the pages use: /community/detail?code= */
  code: string;
  board: { id: number; name: string };
  kind: PostKind;
  /** questions have one; posts may leave it empty. Plain text: render as text. */
  title: string;
  content: string;
  images: Array<Pick<UploadedImage, 'id' | 'url' | 'thumbUrl'>>;
  author: { id: number; nickName: string; portrait: string };
  likes: number;
  liked: boolean;
  comments: number;
  /** questions: the accepted answer's comment id */
  acceptedId: number | null;
  /** unix ms */
  time: number;
}

export interface CommunityPage {
  list: CommunityPost[];
  next: number;
}

export interface NewPostRequest {
  boardId: number;
  kind: PostKind;
  title?: string;
  content: string;
  /** upload ids from `POST /inform/upload?purpose=post`, in order */
  images: string[];
}

export type ReportTarget = 'post' | 'comment';

export interface CommunityReport {
  id: number;
  target: ReportTarget;
  targetId: number;
  /** the post's code (for a comment, the post it is on) */
  code: string;
  excerpt: string;
  reason: string;
  reporter: string;
  /** how many fans reported the same thing */
  count: number;
  time: number;
}

/** `GET /inform/search?q=`: articles and posts where every word of `q` appears, newest first. */
export interface SearchResult {
  news: NewsItem[];
  posts: CommunityPost[];
}

export const COMMUNITY_PATHS = {
  search: '/inform/search',
  boards: '/inform/community/boards',
  list: '/inform/community/list',
  detail: '/inform/community/detail',
  publish: '/inform/community/post',
  like: '/inform/community/like',
  comments: '/inform/community/comment/list',
  comment: '/inform/community/comment/add',
  commentLike: '/inform/community/comment/like',
  accept: '/inform/community/accept',
  report: '/inform/community/report',
  reports: '/inform/community/reports',
  hide: '/inform/community/hide',
} as const;
