/**
 * Every `POST` a client makes, by path: the body it sends and the data of the success envelope. The
 * shared client's `post` is typed from this map (a wrong body for a path does not compile) and each
 * route on the server checks its body schema against it (server/src/typebox.ts `contractBody`). Types
 * only: nothing here reaches a bundle.
 */
import type {
  ChangePasswordForm,
  DeregisterForm,
  LoginForm,
  LoginResult,
  RealNameInfo,
  RegisterForm,
  ResetPasswordForm,
  SmsSent,
  UserInfo,
} from './account';
import type { ACTIVITIES_PATHS, DeliveryAddress, DrawForm, DrawResult, GuessPick } from './activities';
import type { CheckinStatus } from './checkin';
import type { COMMUNITY_PATHS, NewPostRequest } from './community';
import type { DATABASE_PATHS, DbTeamFollowState } from './database';
import type { PushSubscribeRequest, WEB_PUSH_PATHS } from './fan-alerts';
import type {
  IM_PATHS,
  ImDeliveredRequest,
  ImGroupLink,
  ImJoinResult,
  ImMessage,
  ImRole,
  ImSendRequest,
  ImUnread,
  ImUserCard,
} from './im';
import type { Sport } from './live';
import type { LIVE_FOLLOW_PATHS } from './live-follow';
import type { NewsComment, NewsListRequest, NewsPage } from './news';
import type {
  BanBody,
  ReportRef,
  MODERATION_PATHS,
  ModerationTarget,
  MuteBody,
  NicknameDecisionBody,
  PortraitDecisionBody,
  ResolveReportBody,
  WordBody,
} from './moderation';
import type { NoticeReadRequest } from './notices';
import type { ACCOUNT_PATHS, MESSAGE_PATHS, MINE_PATHS, NEWS_PATHS, TIPS_PATHS } from './paths';
import type { SocketAddress } from './realtime';
import type {
  CreateRoomBody,
  RoleChangeBody,
  VersionedRef,
  SaveOperateItemBody,
  SavePackageBody,
  STAFF_PATHS,
  StaffOperateItem,
  StaffPackage,
  StaffRole,
  StaffRoom,
  StreamKeyAnswer,
  UpdateRoomBody,
} from './staff';
import type {
  ArticlePinBody,
  ArticleStatusBody,
  DecideApplicationBody,
  DeskArticle,
  DeskTip,
  ExpertApplication,
  HideTipBody,
  SaveArticleBody,
  STAFF_EXPERT_PATHS,
  STAFF_NEWS_PATHS,
} from './staff-desk';
import type { RevokeSessionForm, SESSION_PATHS } from './sessions';
import type {
  ReleaseCanaryBody,
  ReleaseCanaryEndBody,
  ReleaseRemote,
  ReleaseRollbackBody,
  ReleaseSetBody,
  STAFF_RELEASE_PATHS,
} from './staff-releases';
import type { STAFF_WALLET_PATHS, WalletAdjustAnswer, WalletAdjustBody } from './staff-wallet';
import type { SaveGiftBody, SaveNoblePriceBody, STAFF_GIFT_PATHS, StaffGift, StaffNoblePrice } from './staff-gifts';
import type {
  ExpertHead,
  ExpertRankPage,
  ExpertTipData,
  FollowRequest,
  FollowResult,
  MyExpert,
  PublishTipRequest,
  RecommendationDetail,
  TipMatchPage,
} from './tips';
import type { FeedbackForm, FeedbackResult, NicknameForm, RealNameForm, SendCodeForm, ThemeForm } from './user';
import type { ViewKind, ViewRequest, VIEW_HISTORY_PATHS } from './view-history';
import type {
  AnchorFollow,
  GiftSend,
  GiftSendResult,
  NobleBuy,
  NobleStatus,
  RoomChatLine,
  RoomChatPage,
  RoomChatSend,
  RoomChatText,
  RoomMute,
  StreamKeyIssued,
  VLIVE_PATHS,
} from './vlive';

/** A call with its body and the data of its success envelope. */
interface Call<Body, Data> {
  body: Body;
  data: Data;
}
/** A call that sends no body. */
type Bare<Data> = Call<undefined, Data>;

type Toggle01 = 0 | 1;
type Id = number;

interface PostCalls {
  // account (server/src/accounts)
  [ACCOUNT_PATHS.login]: Call<LoginForm, LoginResult>;
  [ACCOUNT_PATHS.register]: Call<RegisterForm, LoginResult>;
  [ACCOUNT_PATHS.sendCode]: Call<SendCodeForm, SmsSent>;
  [ACCOUNT_PATHS.resetPassword]: Call<ResetPasswordForm, null>;
  [ACCOUNT_PATHS.changePassword]: Call<ChangePasswordForm, null>;
  [ACCOUNT_PATHS.realName]: Call<RealNameForm, RealNameInfo>;
  [ACCOUNT_PATHS.nickname]: Call<NicknameForm, UserInfo>;
  [ACCOUNT_PATHS.theme]: Call<ThemeForm, UserInfo>;
  [ACCOUNT_PATHS.feedback]: Call<FeedbackForm, FeedbackResult>;
  [ACCOUNT_PATHS.deregisterCode]: Bare<SmsSent>;
  [ACCOUNT_PATHS.deregister]: Call<DeregisterForm, null>;
  [SESSION_PATHS.revoke]: Call<RevokeSessionForm, null>;
  [VIEW_HISTORY_PATHS.add]: Call<ViewRequest, null>;
  /** one kind, or everything */
  [VIEW_HISTORY_PATHS.clear]: Call<{ kind?: ViewKind }, { removed: number }>;
  [WEB_PUSH_PATHS.subscribe]: Call<PushSubscribeRequest, { subscribed: boolean }>;
  [WEB_PUSH_PATHS.unsubscribe]: Call<{ endpoint: string }, { subscribed: boolean }>;

  // activities (server/src/activities, server/src/checkin)
  [ACTIVITIES_PATHS.checkin]: Bare<CheckinStatus>;
  [ACTIVITIES_PATHS.draw]: Call<DrawForm, DrawResult>;
  [ACTIVITIES_PATHS.guess]: Call<{ matchId: Id; pick: GuessPick }, null>;
  [ACTIVITIES_PATHS.address]: Call<DeliveryAddress, DeliveryAddress>;

  // tips (server/src/tips)
  [TIPS_PATHS.matchList]: Call<{ page: number; size: number }, TipMatchPage>;
  [TIPS_PATHS.experts]: Call<
    { page: number; size: number; days?: 7 | 30; sort?: 'hit' | 'roi' | 'streak'; attention?: Toggle01 },
    ExpertRankPage
  >;
  [TIPS_PATHS.homeHead]: Call<{ eid: Id }, ExpertHead>;
  [TIPS_PATHS.homeRec]: Call<{ eid: Id; page: number; size: number }, ExpertTipData>;
  [TIPS_PATHS.follow]: Call<FollowRequest, FollowResult>;
  [TIPS_PATHS.me]: Bare<MyExpert>;
  [TIPS_PATHS.apply]: Call<{ description: string }, MyExpert>;
  [TIPS_PATHS.publish]: Call<PublishTipRequest, { id: Id }>;
  [TIPS_PATHS.buy]: Call<{ id: Id }, RecommendationDetail>;

  // news and community (server/src/news, server/src/community)
  [NEWS_PATHS.list]: Call<NewsListRequest, NewsPage>;
  [NEWS_PATHS.like]: Call<{ id: Id; like: Toggle01 }, { likes: number; liked: boolean }>;
  [NEWS_PATHS.comment]: Call<{ articleId: Id; content: string; parentId?: Id }, NewsComment>;
  [NEWS_PATHS.commentLike]: Call<{ id: Id; like: Toggle01 }, { likes: number }>;
  [COMMUNITY_PATHS.publish]: Call<NewPostRequest, { code: string }>;
  [COMMUNITY_PATHS.like]: Call<{ code: string; like: Toggle01 }, { likes: number }>;
  [COMMUNITY_PATHS.comment]: Call<{ code: string; content: string; parentId?: Id }, NewsComment>;
  [COMMUNITY_PATHS.commentLike]: Call<{ id: Id; like: Toggle01 }, { likes: number }>;
  [COMMUNITY_PATHS.accept]: Call<{ code: string; commentId: Id }, null>;
  [COMMUNITY_PATHS.report]: Call<{ target: ModerationTarget; id: Id; reason: string }, null>;

  // follows of matches and teams (server/src/live, server/src/database)
  [LIVE_FOLLOW_PATHS.follow]: Call<{ matchId: Id; sport: Sport; follow: Toggle01 }, FollowedMatch[]>;
  [DATABASE_PATHS.followTeam]: Call<{ id: Id; follow: Toggle01 }, DbTeamFollowState>;

  // messaging (server/src/messaging, server/src/notices, server/src/realtime)
  [MESSAGE_PATHS.socketAddress]: Bare<SocketAddress>;
  [MINE_PATHS.noticesRead]: Call<NoticeReadRequest, { unread: number }>;
  [IM_PATHS.open]: Call<{ userId: Id }, { conversationId: Id }>;
  [IM_PATHS.send]: Call<ImSendRequest, ImMessage>;
  [IM_PATHS.read]: Call<{ conversationId: Id; seq: number }, { unread: ImUnread }>;
  [IM_PATHS.delivered]: Call<ImDeliveredRequest, null>;
  [IM_PATHS.recall]: Call<{ conversationId: Id; seq: number }, ImMessage>;
  [IM_PATHS.settings]: Call<{ conversationId: Id; pinned?: boolean; quiet?: boolean }, null>;
  [IM_PATHS.remove]: Call<{ conversationId: Id }, { unread: ImUnread }>;
  [IM_PATHS.favorAdd]: Call<{ conversationId: Id; seq: number }, null>;
  [IM_PATHS.favorRemove]: Call<{ messageId: Id }, null>;
  [IM_PATHS.groupCreate]: Call<{ name: string; memberIds: Id[] }, { conversationId: Id }>;
  [IM_PATHS.groupUpdate]: Call<{ conversationId: Id; name?: string; notice?: string }, null>;
  [IM_PATHS.groupRole]: Call<{ conversationId: Id; userId: Id; role: Exclude<ImRole, 'owner'> }, null>;
  /** 0 lifts the mute */
  [IM_PATHS.groupMute]: Call<{ conversationId: Id; userId: Id; minutes: number }, null>;
  [IM_PATHS.groupMuteAll]: Call<{ conversationId: Id; on: boolean }, null>;
  [IM_PATHS.groupRemove]: Call<{ conversationId: Id; userId: Id }, null>;
  [IM_PATHS.groupLeave]: Call<{ conversationId: Id }, null>;
  [IM_PATHS.groupTransfer]: Call<{ conversationId: Id; userId: Id }, null>;
  [IM_PATHS.groupDissolve]: Call<{ conversationId: Id }, null>;
  [IM_PATHS.groupInvite]: Call<{ conversationId: Id; userIds: Id[] }, { invited: Id[] }>;
  [IM_PATHS.groupAnswer]: Call<{ inviteId: Id; accept: boolean }, ImJoinResult>;
  [IM_PATHS.groupLinkReset]: Call<{ conversationId: Id }, ImGroupLink>;
  [IM_PATHS.groupApproval]: Call<{ conversationId: Id; on: boolean }, null>;
  [IM_PATHS.groupJoin]: Call<{ code: string }, ImJoinResult>;
  [IM_PATHS.groupReview]: Call<{ requestId: Id; approve: boolean }, null>;
  [IM_PATHS.follow]: Call<{ userId: Id; on: boolean }, ImUserCard>;
  [IM_PATHS.block]: Call<{ userId: Id; on: boolean }, ImUserCard>;
  [IM_PATHS.remark]: Call<{ userId: Id; remark: string }, { remark: string }>;

  // video live and its chat (server/src/vlive)
  [MESSAGE_PATHS.welcome]: Call<{ group: string }, RoomChatText>;
  [MESSAGE_PATHS.notice]: Call<{ group: string }, RoomChatText>;
  /** newest first; `before` pages back, `after` fetches what came since */
  [MESSAGE_PATHS.page]: Call<{ group: string; before?: number; after?: number }, RoomChatPage>;
  [MESSAGE_PATHS.send]: Call<RoomChatSend, RoomChatLine>;
  [VLIVE_PATHS.mute]: Call<RoomMute, { mutedUntil: number }>;
  [VLIVE_PATHS.deleteLine]: Call<{ roomId?: number; group?: string; id: Id }, null>;
  [VLIVE_PATHS.follow]: Call<AnchorFollow, { followers: number; following: boolean }>;
  [VLIVE_PATHS.sendGift]: Call<GiftSend, GiftSendResult>;
  [VLIVE_PATHS.buyNoble]: Call<NobleBuy, NobleStatus>;
  /** the room's anchor only: a new stream key, shown this once */
  [VLIVE_PATHS.streamKey]: Call<{ id: Id }, StreamKeyIssued>;

  [STAFF_PATHS.grantRole]: Call<RoleChangeBody, { userId: Id; roles: StaffRole[] }>;
  [STAFF_PATHS.revokeRole]: Call<RoleChangeBody, { userId: Id; roles: StaffRole[] }>;
  [STAFF_PATHS.createRoom]: Call<CreateRoomBody, StaffRoom>;
  [STAFF_PATHS.updateRoom]: Call<UpdateRoomBody, StaffRoom>;
  [STAFF_PATHS.closeRoom]: Call<VersionedRef, null>;
  /** a new stream key for the room, shown this once */
  [STAFF_PATHS.rotateStreamKey]: Call<VersionedRef, StreamKeyAnswer>;
  [STAFF_PATHS.saveOperateItem]: Call<SaveOperateItemBody, StaffOperateItem>;
  [STAFF_PATHS.deleteOperateItem]: Call<VersionedRef, null>;
  [STAFF_PATHS.savePackage]: Call<SavePackageBody, StaffPackage>;
  [MODERATION_PATHS.resolve]: Call<ResolveReportBody, null>;
  [MODERATION_PATHS.restore]: Call<ReportRef, null>;
  [MODERATION_PATHS.reviewPortrait]: Call<PortraitDecisionBody, null>;
  [MODERATION_PATHS.addWord]: Call<WordBody, null>;
  [MODERATION_PATHS.removeWord]: Call<WordBody, null>;
  [MODERATION_PATHS.mute]: Call<MuteBody, null>;
  [MODERATION_PATHS.ban]: Call<BanBody, null>;
  [MODERATION_PATHS.unban]: Call<{ userId: Id }, null>;
  [MODERATION_PATHS.reviewNickname]: Call<NicknameDecisionBody, null>;

  // the console's news and experts desks (staff-desk.ts)
  [STAFF_NEWS_PATHS.save]: Call<SaveArticleBody, DeskArticle>;
  [STAFF_NEWS_PATHS.status]: Call<ArticleStatusBody, DeskArticle>;
  [STAFF_NEWS_PATHS.pin]: Call<ArticlePinBody, DeskArticle>;
  [STAFF_EXPERT_PATHS.decide]: Call<DecideApplicationBody, ExpertApplication>;
  [STAFF_EXPERT_PATHS.hideTip]: Call<HideTipBody, DeskTip>;
  [STAFF_WALLET_PATHS.grant]: Call<WalletAdjustBody, WalletAdjustAnswer>;
  [STAFF_WALLET_PATHS.reverse]: Call<WalletAdjustBody, WalletAdjustAnswer>;
  [STAFF_RELEASE_PATHS.set]: Call<ReleaseSetBody, ReleaseRemote>;
  [STAFF_RELEASE_PATHS.canary]: Call<ReleaseCanaryBody, ReleaseRemote>;
  [STAFF_RELEASE_PATHS.promote]: Call<ReleaseCanaryEndBody, ReleaseRemote>;
  [STAFF_RELEASE_PATHS.abort]: Call<ReleaseCanaryEndBody, ReleaseRemote>;
  [STAFF_RELEASE_PATHS.rollback]: Call<ReleaseRollbackBody, ReleaseRemote[]>;
  [STAFF_GIFT_PATHS.saveGift]: Call<SaveGiftBody, StaffGift>;
  [STAFF_GIFT_PATHS.saveNoblePrice]: Call<SaveNoblePriceBody, StaffNoblePrice>;
}

/** A followed match, as `POST /api/live/follow` answers the whole list. */
interface FollowedMatch {
  matchId: Id;
  sport: Sport;
}

export type PostPath = keyof PostCalls;
export type PostBody<P extends PostPath> = PostCalls[P]['body'];
export type PostData<P extends PostPath> = PostCalls[P]['data'];
