/** News contracts (docs/product.md §3 client group "news", §7 News calls). */

/** One column (navigation tab) of `GET /inform/column/getColumnByType?type=`. */
export interface NewsColumn {
  id: number;
  name: string;
  /** column type: 1 football, 2 basketball, 0 comprehensive */
  type: number;
  sort: number;
}

/** The headline columns. 1002 头条 lists every article; the others list their own. */
export const NEWS_COLUMNS: readonly NewsColumn[] = [
  { id: 1002, name: '头条', type: 0, sort: 1 },
  { id: 1003, name: '足球', type: 1, sort: 2 },
  { id: 1004, name: '篮球', type: 2, sort: 3 },
  { id: 1005, name: '综合', type: 0, sort: 4 },
];
/** The spec's default column: /news redirects to /news/1002. */
export const HEADLINE_COLUMN_ID = 1002;

/** What wrote an article: the server from match data, or an editor. */
export type NewsKind = 'preview' | 'report' | 'roundup' | 'history' | 'editorial';

/** `POST /inform/info/list` (JSON body). */
export interface NewsListRequest {
  column: number;
  page: number;
  size: number;
}

export interface NewsItem {
  id: number;
  columnId: number;
  kind: NewsKind;
  /** the card's tag: the competition (英超, NBA …) or the column */
  tag: string;
  title: string;
  summary: string;
  /** server-generated cover (`/inform/cover/{id}.svg`) or an uploaded image */
  cover: string;
  author: string;
  /** unix seconds */
  publishTime: number;
  views: number;
  likes: number;
  comments: number;
  /** the engine match it is about, or null */
  matchId: number | null;
}

export interface NewsPage {
  list: NewsItem[];
  /** next page number, 0 when this was the last */
  next: number;
}

/** The match an article is about, as its live card shows it. */
export interface NewsMatchCard {
  id: number;
  sport: 'football' | 'basketball';
  league: string;
  home: string;
  away: string;
  /** kick-off, unix seconds */
  ot: number;
  /** status code of the live lists (football 8 / basketball 10 finished, 1 not started) */
  s: number;
  sc: [number, number];
}

export interface NewsDetail extends NewsItem {
  /** sanitised HTML from the server; clients still sanitise before rendering */
  content: string;
  match: NewsMatchCard | null;
  related: NewsItem[];
  /** whether the caller liked it (false for visitors) */
  liked: boolean;
}

export type CommentSort = 'new' | 'hot';

export interface NewsComment {
  id: number;
  articleId: number;
  parentId: number | null;
  userId: number;
  nickName: string;
  portrait: string;
  /** plain text (banned words masked); render as text, never as HTML */
  content: string;
  likes: number;
  liked: boolean;
  /** unix ms */
  time: number;
  /** one level of replies, oldest first (top-level comments only) */
  replies: NewsComment[];
}

export interface NewsCommentPage {
  list: NewsComment[];
  next: number;
  total: number;
}

/** The longest comment, in characters. */
export const MAX_COMMENT_CHARS = 500;

/**
 * The floating news shortcut's saved items (docs/product.md §2 Layouts), kept in localStorage under
 * this key. `link1` 'qz' opens community detail by `code`; anything else news detail by type and id.
 */
export const NEWS_NAV_KEY = 'newsNav';

export interface SavedNewsItem {
  tag: string;
  title: string;
  /** 'qz' (community post) or anything else (news article) */
  link1?: string;
  /** community post code, for link1 'qz' */
  code?: string;
  /** news column type and article id */
  type?: string | number;
  id?: string | number;
}

/**
 * The tags an article body may hold: the server's sanitiser keeps only these, and the client
 * rebuilds only these, so the two cannot drift apart.
 */
export const ARTICLE_TAGS: readonly string[] = [
  'p',
  'br',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'figure',
  'figcaption',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'span',
];
