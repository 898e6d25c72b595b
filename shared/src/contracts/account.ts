/**
 * Account contracts (docs/product.md §3 "User info", §4, §5, §6, §7 "User"): request and response shapes of
 * the account calls, shared by the server and the account remote.
 */

/**
 * docs/product.md §5/§9: the default AES-CBC key and IV (values not shown by the spec; these are ours).
 * 16 ASCII characters each → AES-128. The client uses them when it has no dynamic key.
 */
export const DEFAULT_AES_KEY = 'KickoffLive2026!';
export const DEFAULT_AES_IV = 'kickoff-iv-0611!';

/** `GET /user/key` and the password-iv call `GET /user/password/iv`: a fresh key bound to `keyId`. */
export interface DynamicKey {
  keyId: string;
  /** 16 ASCII characters */
  key: string;
  /** 16 ASCII characters */
  iv: string;
  /** seconds until the key id stops being accepted */
  expiresIn: number;
}

/** docs/product.md §3 "User info". */
export interface UserInfo {
  id: number;
  nickName: string;
  /** approved portrait url ('' when none) */
  portrait: string;
  /** 1 = approved (show portrait); 0 = pending review (show portraitNew) */
  portraitAudit: 0 | 1;
  portraitNew: string;
  /** the user's theme colour '#rrggbb', '' for the default crimson */
  diyTheme: string;
  /** masked phone, e.g. 138****0000 */
  phone: string;
}

/** `GET /user/center/real-name`. */
export interface RealNameInfo {
  /** 1 when a real name is on file */
  certified: 0 | 1;
  /** masked name, e.g. 王*; '' when not certified */
  realName: string;
}

/** `POST /user/login` / `POST /user/register` success. */
export interface LoginResult {
  accessToken: string;
  /** seconds until the token expires */
  expiresIn: number;
  userInfo: UserInfo;
}

/**
 * SMS purposes: `login`, `register`, `password` for `POST /inform/send/code`; `deregister` (注销账号)
 * is sent by `POST /user/center/deregister/code` to the signed-in user's own phone.
 */
export type SmsPurpose = 'login' | 'register' | 'password' | 'deregister';

/** `POST /user/center/deregister` (signed in): the code sent for deletion. */
export interface DeregisterForm {
  code: string;
}

/** The nickname a deleted account shows where its old content remains (chat lines, comments). */
export const DELETED_NICKNAME = '已注销用户';

/**
 * `GET /user/captcha`: a picture code (图形验证码). Asked for (CAPTCHA_REQUIRED) after a few failed
 * sign-ins or SMS requests; good for one answer within `expiresIn` seconds.
 */
export interface Captcha {
  captchaId: string;
  /** an SVG image as a `data:image/svg+xml` URL, for an `<img>` */
  image: string;
  expiresIn: number;
}

/**
 * The answer to a picture code, sent with a password `POST /user/login` or a `POST /inform/send/code`
 * when the server asked for one; both fields or neither.
 */
export interface CaptchaAnswer {
  captchaId?: string;
  /** the characters in the picture, case-insensitive */
  captcha?: string;
}

/** The picture code's rule: its id and its answer. */
export const CAPTCHA_ID_PATTERN = /^[0-9a-f]{32}$/;
export const CAPTCHA_LENGTH = 4;

/**
 * `POST /user/login` (form encoded). Either `password` (AES-CBC Base64, with `keyId` when the key
 * came from the dynamic-key call) or `code` (SMS).
 */
export interface LoginForm extends CaptchaAnswer {
  phone: string;
  password?: string;
  keyId?: string;
  code?: string;
}

/** `POST /user/register` (form encoded). */
export interface RegisterForm {
  phone: string;
  password: string;
  keyId?: string;
  code: string;
  nickName?: string;
}

/** `POST /user/password/reset` (form encoded): the new password, encrypted, and the SMS code. */
export interface ResetPasswordForm {
  phone: string;
  code: string;
  password: string;
  keyId?: string;
}

/** `POST /user/center/password` (form encoded): both passwords encrypted with one key. */
export interface ChangePasswordForm {
  oldPassword: string;
  newPassword: string;
  keyId?: string;
}

/** `POST /inform/send/code`: what the server tells the client (never the code). */
export interface SmsSent {
  /** seconds before another code may be requested for this phone */
  resendIn: number;
  /** seconds the code stays valid */
  expiresIn: number;
}

/** Dev-only `GET /dev/sms/outbox?phone=`. */
export interface OutboxMessage {
  phone: string;
  text: string;
  /** unix ms */
  sentAt: number;
}

/** Validation rules shared by forms and server. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
export const SMS_CODE_PATTERN = /^\d{6}$/;
/** plaintext password rule (checked after decryption) */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 32;
export const FEEDBACK_MAX = 500;

/**
 * Portrait moderation (staff with the moderator role, server/src/accounts/roles.ts): the queue of
 * pictures waiting for review, and the decision on one (approve: it becomes `portrait` for
 * everyone; reject: it is deleted and the last approved one stays).
 */
export const PORTRAIT_REVIEW_PATHS = {
  pending: '/admin/portrait/pending',
  review: '/admin/portrait/review',
} as const;

/** `GET /admin/portrait/pending`: oldest first. */
export interface PendingPortrait {
  userId: number;
  nickName: string;
  /** the approved portrait everyone else still sees ('' → the generated default) */
  portrait: string;
  /** the picture under review */
  portraitNew: string;
  /** ms since epoch */
  uploadedAt: number;
}
