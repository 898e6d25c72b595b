/**
 * The console's 资讯 and 专家 pages (remote-console, `/api/admin/**`): the news desk (editor) lists
 * generated and edited articles, edits and writes them, publishes and unpublishes, pins to 头条; the
 * experts desk (moderator) decides fans' applications to become experts and hides tips. Every change
 * names the row version it read (a stale one is refused) and is audited.
 */

export const STAFF_NEWS_PATHS = {
  /** `GET ?page=&q=&status=`: articles newest first (drafts and unpublished ones too) */
  list: '/api/admin/news',
  /** `GET ?id=`: one article with its body, for editing */
  article: '/api/admin/news/article',
  /** `POST` SaveArticleBody: id 0 writes a new article (a draft until published) */
  save: '/api/admin/news/save',
  /** `POST` ArticleStatusBody: publish or unpublish */
  status: '/api/admin/news/status',
  /** `POST` ArticlePinBody: pin to (or take off) the top of 头条 */
  pin: '/api/admin/news/pin',
} as const;

export const NEWS_DESK_PAGE = 20;
export const ARTICLE_TITLE_MIN = 4;
export const ARTICLE_TITLE_MAX = 60;
export const ARTICLE_SUMMARY_MAX = 120;
/** characters of HTML */
export const ARTICLE_CONTENT_MAX = 50_000;
/** at most this many articles stand pinned at the top of 头条 */
export const HEADLINE_PINS_MAX = 3;
/** the columns an editor writes in: 足球, 篮球, 综合 (头条 lists them all) */
export const DESK_COLUMN_IDS = [1003, 1004, 1005] as const;

/** draft: never published; unpublished: taken off the fan lists after being published */
export type DeskArticleStatus = 'draft' | 'published' | 'unpublished';
export const DESK_ARTICLE_STATUS_NAMES: Record<DeskArticleStatus, string> = {
  draft: '草稿',
  published: '已发布',
  unpublished: '已下线',
};

/** A row of the desk's list. */
export interface DeskArticleRow {
  id: number;
  columnId: number;
  /** NewsKind: 'editorial' was written by an editor, the others by the newsroom from match data */
  kind: string;
  tag: string;
  title: string;
  author: string;
  status: DeskArticleStatus;
  /** pinned at the top of 头条 */
  pinned: boolean;
  /** unix seconds; 0 for a draft never published */
  publishTime: number;
  views: number;
  /** the row version an edit must name */
  version: number;
}

export interface DeskArticlePage {
  list: DeskArticleRow[];
  /** next page number, 0 when this was the last */
  next: number;
}

/** `GET /api/admin/news/article?id=`: the article as the editor edits it. */
export interface DeskArticle extends DeskArticleRow {
  summary: string;
  /** sanitised HTML */
  content: string;
  /** `/inform/image/{id}` (uploaded), `/inform/cover/{id}.svg` (generated) or '' */
  cover: string;
}

/** `POST /api/admin/news/save`: id 0 (and version 0) writes a new draft. */
export interface SaveArticleBody {
  id: number;
  version: number;
  columnId: number;
  title: string;
  /** '' takes the body's first words */
  summary: string;
  /** rich text (HTML); the server keeps only ARTICLE_TAGS */
  content: string;
  /** an uploaded picture (`/inform/image/{id}`), the article's current cover, or '' (a generated cover) */
  cover: string;
}

export interface ArticleStatusBody {
  id: number;
  version: number;
  publish: boolean;
}

export interface ArticlePinBody {
  id: number;
  version: number;
  pin: boolean;
}

export const STAFF_EXPERT_PATHS = {
  /** `GET ?status=pending|all`: applications to become an expert, oldest pending first */
  applications: '/api/admin/experts/applications',
  /** `POST` DecideApplicationBody */
  decide: '/api/admin/experts/decide',
  /** `GET ?page=&q=`: tips newest first (hidden ones too); q matches the title or the expert's nickname */
  tips: '/api/admin/experts/tips',
  /** `POST` HideTipBody */
  hideTip: '/api/admin/experts/tips/hide',
} as const;

export const EXPERT_REFUSE_REASON_MAX = 60;
export const DESK_TIPS_PAGE = 20;

export type ExpertApplicationStatus = 'pending' | 'approved' | 'refused';
export const EXPERT_APPLICATION_STATUS_NAMES: Record<ExpertApplicationStatus, string> = {
  pending: '审核中',
  approved: '已通过',
  refused: '未通过',
};

export interface ExpertApplication {
  userId: number;
  phone: string;
  nickName: string;
  description: string;
  status: ExpertApplicationStatus;
  /** why it was refused ('' otherwise) */
  reason: string;
  /** ms */
  appliedAt: number;
  /** ms; 0 while pending */
  decidedAt: number;
  version: number;
}

export interface DecideApplicationBody {
  userId: number;
  version: number;
  approve: boolean;
  /** required when refusing; the fan reads it in the notice */
  reason: string;
}

export interface DeskTip {
  id: number;
  expertId: number;
  expertName: string;
  title: string;
  /** e.g. 英超 阿森纳 VS 切尔西 */
  match: string;
  price: number;
  buyers: number;
  /** unix seconds */
  publishTime: number;
  hidden: boolean;
  version: number;
}

export interface DeskTipPage {
  list: DeskTip[];
  next: number;
}

export interface HideTipBody {
  id: number;
  version: number;
  hidden: boolean;
}
