/**
 * Auth, user centre and preference contracts (docs/product.md §3 "Auth", "User info", "Stored preferences";
 * §7 "User"). The account call shapes themselves live in account.ts.
 */
import type { CaptchaAnswer, SmsPurpose } from './account';

/** `POST /inform/feedback/add` (form encoded). */
export interface FeedbackForm {
  content: string;
  /** optional contact (phone or e-mail) */
  contact?: string;
}

/** `POST /inform/feedback/add` success: the stored feedback's id. */
export interface FeedbackResult {
  id: number;
}

/** `POST /inform/send/code` (JSON), with the picture code when the server asked for one. */
export interface SendCodeForm extends CaptchaAnswer {
  phone: string;
  /** a deletion code is sent by its own call, `POST /user/center/deregister/code` */
  type: Exclude<SmsPurpose, 'deregister'>;
}

/** docs/product.md §3 "Stored preferences": the cookie / localStorage keys, exactly as named by the spec. */
export const PREFERENCE_KEYS = {
  filterType: 'filterType',
  filterId: 'filterId',
  basketType: 'basketType',
  basketImpt: 'basketImpt',
  basketId: 'basketId',
  downHide: 'downHide',
  appInfo: 'appInfo',
  authImg: 'authImg',
} as const;

/**
 * The cookie holding the auth token (the client reads it, so not HttpOnly): `token` on http; on https
 * `__Host-token`, which the browser only accepts Secure, on Path=/ and without a Domain. Both SameSite=Lax.
 */
export const TOKEN_COOKIE = 'token';
export const TOKEN_COOKIE_HTTPS = '__Host-token';

/** App info (docs/product.md §3 "app info (host, name)"), stored under `appInfo`. */
export interface AppInfo {
  host: string;
  name: string;
}

/** `POST /user/center/real-name`. */
export interface RealNameForm {
  realName: string;
  /** 18-character resident id number */
  idCard: string;
}

/** `POST /user/center/nickname`. */
export interface NicknameForm {
  nickName: string;
}

/** `POST /user/center/theme`: '#rrggbb', or '' for the default crimson. */
export interface ThemeForm {
  diyTheme: string;
}
