/**
 * The console's 审核 page (`/api/admin/moderation/**`, role moderator or admin): the report queue
 * (community posts and comments, room chat lines and messages), hide / keep / restore, pending
 * avatars, the banned-word list with its "what it would have caught" preview, mutes (one room or
 * site-wide) and bans.
 */
import type { ReportTarget } from './community';

export const MODERATION_PATHS = {
  /** `GET`: the open reports, most reported first */
  reports: '/api/admin/moderation/reports',
  /** `POST` ResolveReportBody: hide (or keep) what was reported; its reporters get a notice */
  resolve: '/api/admin/moderation/reports/resolve',
  /** `GET`: hidden posts, comments, room chat lines and messages, newest first */
  hidden: '/api/admin/moderation/hidden',
  /** `POST` ReportRef: show a hidden post, comment, room chat line or message again */
  restore: '/api/admin/moderation/restore',
  /** `GET`: avatars waiting for review, oldest first (PendingPortrait) */
  portraits: '/api/admin/moderation/portraits',
  /** `POST` PortraitDecisionBody */
  reviewPortrait: '/api/admin/moderation/portraits/review',
  /** `GET`: the banned words */
  words: '/api/admin/moderation/words',
  /** `POST` WordBody */
  addWord: '/api/admin/moderation/words/add',
  /** `POST` WordBody */
  removeWord: '/api/admin/moderation/words/remove',
  /** `GET ?word=`: what the word would have caught in recent posts, comments and room chat */
  previewWord: '/api/admin/moderation/words/preview',
  /** `GET`: fans muted or banned now */
  sanctions: '/api/admin/moderation/sanctions',
  /** `POST` MuteBody */
  mute: '/api/admin/moderation/mute',
  /** `POST` BanBody */
  ban: '/api/admin/moderation/ban',
  /** `POST` { userId } */
  unban: '/api/admin/moderation/unban',
  /** `GET`: fans' new nicknames waiting for review, oldest first (PendingNickname) */
  nicknames: '/api/admin/moderation/nicknames',
  /** `POST` NicknameDecisionBody: approve (off the queue) or reject (renamed 球迷<id>, told by notice) */
  reviewNickname: '/api/admin/moderation/nicknames/review',
} as const;

/** what a fan can report (`POST /inform/community/report`): a post or comment, a room chat line, a message */
export type ModerationTarget = ReportTarget | 'chat' | 'message';

export const MODERATION_REPORT_NAMES: Record<ModerationTarget, string> = {
  post: '帖子',
  comment: '评论',
  chat: '直播间发言',
  message: '私信',
};
/** the reasons a fan picks from when reporting a chat line or a message */
export const REPORT_REASONS = ['垃圾广告', '辱骂攻击', '色情低俗', '违法信息'] as const;
export const BANNED_WORD_MAX = 20;
/** the longest mute: 30 days */
export const MUTE_MINUTES_MAX = 43_200;
export const SANCTION_REASON_MAX = 100;

/** something reported: a post, comment, room chat line (its id) or message (its id) */
export interface ReportRef {
  target: ModerationTarget;
  id: number;
}

/** hide the reported content (true) or keep it (false); the reports close either way */
export interface ResolveReportBody extends ReportRef {
  hide: boolean;
}

/** names the picture the moderator saw: a newer upload since is refused, not decided blind */
export interface PortraitDecisionBody {
  userId: number;
  portraitNew: string;
  approve: boolean;
}

export interface WordBody {
  word: string;
}

export interface BanBody {
  userId: number;
  reason: string;
}

/** `GET /api/admin/moderation/reports`: one entry per reported post, comment, chat line or message. */
export interface ModerationReport extends ReportRef {
  /** the post's code (for a comment, the post it is on); '' for a chat line or a message */
  code: string;
  /** where a chat line or message was said (直播间「…」, 聊球, 私信, 群聊「…」); '' for a post or comment */
  place: string;
  excerpt: string;
  authorId: number;
  authorName: string;
  /** the first report's reason and reporter */
  reason: string;
  reporter: string;
  /** how many fans reported it */
  count: number;
  /** ms, the first report */
  time: number;
}

/** `GET /api/admin/moderation/hidden` */
export interface HiddenContent extends ReportRef {
  /** the post's code (for a comment, the post it is on); '' for a chat line or a message */
  code: string;
  /** where a chat line or message was said (直播间「…」, 聊球, 私信, 群聊「…」); '' for a post or comment */
  place: string;
  excerpt: string;
  authorId: number;
  authorName: string;
  /** ms, when it was written */
  time: number;
}

/** `GET /api/admin/moderation/words/preview?word=` */
export interface WordPreview {
  word: string;
  /** how many of the recent texts it would have masked */
  total: number;
  /** how many recent texts were looked at */
  scanned: number;
  examples: Array<{ source: 'post' | 'comment' | 'chat'; text: string; time: number }>;
}
export const WORD_PREVIEW_SOURCE_NAMES: Record<WordPreview['examples'][number]['source'], string> = {
  post: '帖子',
  comment: '评论',
  chat: '直播间聊天',
};

/** roomId 0: site-wide (no chat, posts, comments or messages); minutes 0 lifts the mute. */
export interface MuteBody {
  userId: number;
  roomId: number;
  minutes: number;
  reason: string;
}

/** `GET /api/admin/moderation/sanctions`: one entry per mute or ban in force. */
export interface Sanction {
  kind: 'site' | 'room' | 'ban';
  userId: number;
  nickName: string;
  /** the room, for a room mute (0 otherwise) */
  roomId: number;
  roomTitle: string;
  /** ms; 0 for a ban */
  until: number;
  reason: string;
}

/** `GET /api/admin/moderation/nicknames`: a fan's rename waiting for review (shown to fans already). */
export interface PendingNickname {
  userId: number;
  nickName: string;
  /** the name before the first rename still waiting */
  previous: string;
  /** ms, the rename */
  changedAt: number;
}

/** names the nickname the moderator saw: a rename since is refused, not decided blind */
export interface NicknameDecisionBody {
  userId: number;
  nickName: string;
  approve: boolean;
}
