/**
 * The operator console's contract (remote-console, `/api/admin/**`): the staff roles, the staff
 * calls' paths, their bodies and answers, and the audit log's entries.
 */

/** admin: everything; editor: news; moderator: reviews and reports; operator: anchors, rooms and operations */
export const STAFF_ROLES = ['admin', 'editor', 'moderator', 'operator'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const STAFF_ROLE_NAMES: Record<StaffRole, string> = {
  admin: '管理员',
  editor: '编辑',
  moderator: '审核员',
  operator: '运营',
};

/** The remote the host loads only for signed-in staff (a fan never downloads it), mounted at /admin. */
export const STAFF_REMOTE = 'console';

/** A staff call is refused on a sign-in older than this (a fan's session lives much longer). */
export const STAFF_SESSION_MAX_S = 12 * 3600;

/**
 * `GET`: the signed-in staff member's roles. The host asks it before it loads the console: a const of
 * its own, so the host carries only this string.
 */
export const STAFF_ME_PATH = '/api/admin/me';

export const STAFF_PATHS = {
  me: STAFF_ME_PATH,
  roles: '/api/admin/roles',
  grantRole: '/api/admin/roles/grant',
  revokeRole: '/api/admin/roles/revoke',
  rooms: '/api/admin/rooms',
  createRoom: '/api/admin/rooms/create',
  updateRoom: '/api/admin/rooms/update',
  closeRoom: '/api/admin/rooms/close',
  rotateStreamKey: '/api/admin/rooms/stream-key',
  operateItems: '/api/admin/operate/items',
  saveOperateItem: '/api/admin/operate/items/save',
  deleteOperateItem: '/api/admin/operate/items/delete',
  packages: '/api/admin/packages',
  savePackage: '/api/admin/packages/save',
  audit: '/api/admin/audit',
} as const;

/** `GET /api/admin/me`: the signed-in staff member's roles (a fan → FORBIDDEN). */
export interface StaffMe {
  userId: number;
  nickName: string;
  roles: StaffRole[];
}

/** `GET /api/admin/roles` (admin): every staff member with their roles. */
export interface StaffMember {
  userId: number;
  phone: string;
  nickName: string;
  roles: StaffRole[];
}

export interface RoleChangeBody {
  phone: string;
  role: StaffRole;
}

export const ROOM_TITLE_MAX = 64;
export const ROOM_NOTICE_MAX = 200;

/** `GET /api/admin/rooms`: the studio and match rooms that are not closed, on air first. */
export interface StaffRoom {
  id: number;
  anchorId: number;
  anchorName: string;
  anchorPhone: string;
  title: string;
  /** 1 足球, 2 篮球, 3 综合 */
  category: number;
  notice: string;
  status: 'live' | 'offline' | 'replay';
  matchId: number | null;
  viewers: number;
  /** whether a stream key exists for the room */
  hasStreamKey: boolean;
  /** an uploaded cover picture's address (`/inform/image/…`), '' = the drawn cover */
  cover: string;
  /** unix ms of the next planned broadcast, 0 = not planned */
  scheduledAt: number;
  /** gifts the anchor received in this room since it went on air (0 when off air) */
  giftCount: number;
  /** the coins those gifts were paid */
  giftCoins: number;
  /** the row version an edit must name (an edit of a changed room is refused) */
  version: number;
}

/** `POST /api/admin/rooms/create`: the fan (by phone) becomes the room's anchor. */
export interface CreateRoomBody {
  phone: string;
  title: string;
  category: number;
  notice: string;
}

export interface UpdateRoomBody {
  id: number;
  version: number;
  title: string;
  category: number;
  notice: string;
  /** left out: unchanged; '' = the drawn cover */
  cover?: string;
  /** left out: unchanged; 0 = not planned */
  scheduledAt?: number;
}

/** a room's cover is a picture from the upload service */
export const ROOM_COVER_PREFIX = '/inform/image/';

/** an edit or removal names the row version it read */
export interface VersionedRef {
  id: number;
  version: number;
}

/** `POST /api/admin/rooms/stream-key`: the new key, shown this once (the old one stops working). */
export interface StreamKeyAnswer {
  roomId: number;
  streamKey: string;
  rtmpUrl: string;
}

export const OPERATE_KINDS = ['banner', 'popup'] as const;
export type OperateKind = (typeof OPERATE_KINDS)[number];
export const OPERATE_KIND_NAMES: Record<OperateKind, string> = { banner: '横幅', popup: '弹窗' };
export const OPERATE_TITLE_MAX = 40;
export const OPERATE_URL_MAX = 300;

/** A scheduled banner or pop-up as staff edit it; `platform` and `channel` 0 are every platform / channel. */
export interface StaffOperateItem {
  id: number;
  kind: OperateKind;
  title: string;
  image: string;
  link: string;
  platform: number;
  /** the client's `channelId` (`/tj/operate/config?channelId=`) */
  channel: number;
  /** unix seconds; endTime 0 = no end */
  startTime: number;
  endTime: number;
  version: number;
}

/** `POST /api/admin/operate/items/save`: id 0 (and version 0) makes a new one. */
export type SaveOperateItemBody = StaffOperateItem;

export const PACKAGE_PLATFORMS = ['android', 'ios'] as const;
export type PackagePlatform = (typeof PACKAGE_PLATFORMS)[number];
export const PACKAGE_PLATFORM_NAMES: Record<PackagePlatform, string> = { android: '安卓', ios: 'iOS' };
export const PACKAGE_NOTES_MAX = 10;

/** A download package per platform (feeds `GET /inform/apk/resource`); version 0: never saved. */
export interface StaffPackage {
  platform: PackagePlatform;
  url: string;
  appVersion: string;
  /** bytes, 0 unknown */
  size: number;
  notes: string[];
  version: number;
}

export type SavePackageBody = StaffPackage;

/** `GET /api/admin/audit?before=ID` (admin): newest first, 50 a page. */
export interface AuditEntry {
  id: number;
  actorId: number;
  actorName: string;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
  /** ms */
  at: number;
}
export const AUDIT_PAGE = 50;

/** `POST` (operator, multipart `file`): an APK for the download page, kept by the server. */
export const STAFF_APK_UPLOAD_PATH = '/api/admin/packages/apk';
/** where an uploaded APK is served: `${APK_FILE_PATH}/<sha256>.apk` */
export const APK_FILE_PATH = '/inform/apk/file';

export interface UploadedApk {
  /** a path on this site, saved as the Android package's address */
  url: string;
  size: number;
  sha256: string;
}
