/**
 * The error catalogue (docs/product.md §8). The spec gives 200, NO_TOKEN and 20001; the rest are ours, chosen
 * as five-digit numbers grouped by kind. Business errors travel as HTTP 200 with a non-200 `code`,
 * because the client treats HTTP 400 as "go home" (docs/product.md §8) and a bad form must not do that.
 */
export const ErrorCodes = {
  /** missing, expired or revoked token on a call that needs one → client logs out */
  NO_TOKEN: 'NO_TOKEN',
  /** the requested video does not exist → video set to none (docs/product.md §8) */
  VIDEO_NONE: 20001,
  /** a query, param or body field failed its schema */
  PARAM_INVALID: 40001,
  /** logged in but not allowed */
  FORBIDDEN: 40003,
  /** no such record */
  NOT_FOUND: 40004,
  /** the record already exists (phone registered, already following) */
  CONFLICT: 40009,
  /** too many requests for this phone, IP or account */
  RATE_LIMITED: 40029,
  /** wrong phone or password */
  LOGIN_FAILED: 40101,
  /** SMS code wrong, used or expired */
  SMS_CODE_INVALID: 40102,
  /** the password could not be decrypted with the current key/iv */
  PASSWORD_UNREADABLE: 40103,
  /** this sign-in or SMS request needs the picture code first (`GET /user/captcha`); nothing was checked or sent */
  CAPTCHA_REQUIRED: 40104,
  /** the picture code was wrong or expired (each is good for one answer); nothing was checked or sent */
  CAPTCHA_INVALID: 40105,
  /** request body too large */
  PAYLOAD_TOO_LARGE: 40013,
  /** not enough coins or points for the debit; nothing was spent */
  INSUFFICIENT_BALANCE: 40201,
  /** anything unexpected on the server; never carries internals */
  SERVER_ERROR: 50000,
  /** the SMS provider did not answer or failed (network, timeout, its own fault); nothing was stored */
  SMS_UNAVAILABLE: 50301,
  /** the SMS vendor's own per-number limit (business flow control) refused this phone; nothing was stored */
  SMS_PHONE_LIMITED: 40031,
  /** the SMS vendor says this number cannot receive texts (invalid, unassigned); nothing was stored */
  SMS_PHONE_INVALID: 40106,
  /** the SMS vendor refuses our account (sign name or template not approved, keys, balance): ops must act */
  SMS_REFUSED: 50303,
  /** the database cannot be reached (HTTP 503, Retry-After); nothing was written, try again later */
  DB_UNAVAILABLE: 50302,
} as const;

export type ErrorCodeName = keyof typeof ErrorCodes;
export type ErrorCode = (typeof ErrorCodes)[ErrorCodeName];

/** Codes the client turns into an exception event (docs/product.md §8: "a list of known codes"). */
export const EXCEPTION_CODES: readonly ErrorCode[] = Object.values(ErrorCodes).filter((c) => c !== ErrorCodes.NO_TOKEN);

/**
 * Refusals after which the same request may well succeed later (too fast, the server or its
 * database in trouble): a client may send it again by itself. Any other code is final.
 */
export const RETRYABLE_CODES: readonly ErrorCode[] = [
  ErrorCodes.RATE_LIMITED,
  ErrorCodes.SERVER_ERROR,
  ErrorCodes.DB_UNAVAILABLE,
];

/** Default Chinese message per code, for the server and for a client without a server message. */
export const ERROR_MESSAGES: Record<ErrorCodeName, string> = {
  NO_TOKEN: '请先登录',
  VIDEO_NONE: '暂无视频',
  PARAM_INVALID: '参数错误',
  FORBIDDEN: '没有权限',
  NOT_FOUND: '内容不存在',
  CONFLICT: '记录已存在',
  RATE_LIMITED: '操作太频繁，请稍后再试',
  LOGIN_FAILED: '账号或密码错误',
  SMS_CODE_INVALID: '验证码错误或已过期',
  PASSWORD_UNREADABLE: '密码解析失败，请刷新后重试',
  CAPTCHA_REQUIRED: '请输入图形验证码',
  CAPTCHA_INVALID: '图形验证码错误，请重新输入',
  PAYLOAD_TOO_LARGE: '提交内容过大',
  INSUFFICIENT_BALANCE: '余额不足',
  SERVER_ERROR: '服务器开小差了，请稍后再试',
  SMS_UNAVAILABLE: '短信服务暂不可用，请稍后再试',
  SMS_PHONE_LIMITED: '该手机号获取验证码过于频繁，请稍后再试',
  SMS_PHONE_INVALID: '该手机号无法接收短信，请核对号码后重试',
  SMS_REFUSED: '短信服务暂时无法发送验证码，我们正在处理，请稍后再试',
  DB_UNAVAILABLE: '数据服务暂时不可用，本次操作未保存，请稍后再试',
};
