/**
 * 登录设备 (设置): the signed-in fan's sessions, one per device that signed in, and signing one of the
 * others out. Tokens live 30 days from their last use (sliding).
 */

export const SESSION_PATHS = {
  /** `GET`: the fan's live sessions, the current one first */
  list: '/user/center/sessions',
  /** `POST { id }`: signs that device out (its token stops working, its socket loses the account) */
  revoke: '/user/center/sessions/revoke',
} as const;

/** One device signed in as the fan. */
export interface SessionDevice {
  /** the session's id (not its token) */
  id: number;
  /** a readable label from the user agent, e.g. `iPhone · Safari`; 未知设备 when it said nothing */
  device: string;
  /** the user agent as sent at sign-in ('' when none) */
  userAgent: string;
  /** unix ms of the sign-in */
  createdAt: number;
  /** unix ms of the last request made with it */
  lastSeenAt: number;
  /** the session this request was made with (本机) */
  current: boolean;
}

/** `POST /user/center/sessions/revoke`. */
export interface RevokeSessionForm {
  id: number;
}

/** A token unused this long expires; each use renews it (sliding). */
export const SESSION_TTL_S = 30 * 24 * 3600;
