/**
 * The docs/product.md §7 call paths outside live scores (those are in live-paths.ts), named once so the
 * server routes and the clients cannot drift apart. Paths with an id are functions.
 */
import { LIVE_FOLLOW_PATHS } from './live-follow';

export const ACCOUNT_PATHS = {
  login: '/user/login',
  register: '/user/register',
  sendCode: '/inform/send/code',
  /** the dynamic key/iv for password encryption (spec's "password-iv endpoint") */
  key: '/user/key',
  /** a fresh picture code (图形验证码) for a sign-in or SMS request the server asked one for */
  captcha: '/user/captcha',
  centerInfo: '/user/center/info',
  realName: '/user/center/real-name',
  nickname: '/user/center/nickname',
  theme: '/user/center/theme',
  logout: '/user/logout',
  feedback: '/inform/feedback/add',
  passwordIv: '/user/password/iv',
  changePassword: '/user/center/password',
  resetPassword: '/user/password/reset',
  portrait: '/user/center/portrait',
  /** 注销账号: send the code to the signed-in user's phone, then delete with it */
  deregisterCode: '/user/center/deregister/code',
  deregister: '/user/center/deregister',
  wallet: '/user/wallet',
} as const;

export const NEWS_PATHS = {
  columns: '/inform/column/getColumnByType',
  list: '/inform/info/list',
  detail: '/inform/info/detail',
  like: '/inform/info/like',
  comments: '/inform/comment/list',
  comment: '/inform/comment/add',
  commentLike: '/inform/comment/like',
  apkResource: '/inform/apk/resource',
} as const;

export const TIPS_PATHS = {
  recommend: (code: string | number) => `/tj/recommend/${code}`,
  matchList: '/tj/expert/match/list',
  homeHead: '/tj/expert/home/head',
  homeRec: '/tj/expert/home/rec',
  experts: '/tj/expert/pc/experts',
  follow: '/tj/expert/follow',
  /** ours: a tip with its analysis (`GET`) */
  detail: (id: string | number) => `/tj/recommend/detail/${id}`,
  /** ours: the options a tip on this match may pick now (`GET`) */
  options: (matchId: string | number) => `/tj/expert/options/${matchId}`,
  /** ours (`POST`): the caller's expert standing; apply; publish; buy a paid tip */
  me: '/tj/expert/me',
  apply: '/tj/expert/apply',
  publish: '/tj/expert/publish',
  buy: '/tj/expert/buy',
} as const;

export const MESSAGE_PATHS = {
  chatList: '/imapi/chat/list',
  socketAddress: '/imapi/websocket',
  chatToken: '/chat/getToken',
  notice: '/chat/notice',
  welcome: '/chat/welcome',
  send: '/chat/msg',
  page: '/chat/page',
} as const;

export const OPERATE_PATHS = {
  /** with platform=4, channelId=4 */
  config: '/tj/operate/config',
} as const;

/** What 我的 reads from the other features (their own modules answer; the account remote only lists). */
export const MINE_PATHS = {
  /** `GET`: the matches I follow as match cards (server/src/live/follow-routes.ts) */
  followedMatches: LIVE_FOLLOW_PATHS.matches,
  /** `GET`: the rooms of the anchors I follow (server/src/vlive/room-routes.ts) */
  followedAnchors: '/api/vlive/follow/list',
  /** `GET ?page=&size=` and `POST {ids?}` (server/src/notices/routes.ts) */
  notices: '/imapi/notice/list',
  noticesRead: '/imapi/notice/read',
} as const;
