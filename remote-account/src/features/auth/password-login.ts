/** Password login (docs/product.md §5/§7): the password leaves the browser only AES-encrypted. */
import { api, loadDynamicKey, type ApiClient } from '@kickoff/shared/api';
import { SUCCESS, type CaptchaAnswer, type LoginForm } from '@kickoff/shared/contracts';
import { encryptPassword } from '@kickoff/shared/crypto';
import { useUserStore } from '@kickoff/shared/stores';
import { postLogin } from './api';
import { storeSignIn } from './sign-in';

export const PHONE_PATTERN = /^1\d{10}$/;

/** The form's first problem in Chinese, or null when it may be sent. */
export function validateLogin(phone: string, password: string): string | null {
  if (!PHONE_PATTERN.test(phone)) return '请输入正确的手机号';
  if (password === '') return '请输入密码';
  return null;
}

export interface LoginReply {
  /** the server's code (SUCCESS, LOGIN_FAILED, CAPTCHA_REQUIRED …) */
  code: number | string;
  /** null on success, else the message to show */
  error: string | null;
}

/**
 * Logs in, with the picture code when the form shows one; on success stores the token and user.
 * Returns the server's code and, on failure, its message.
 */
export async function loginWithPassword(
  phone: string,
  password: string,
  client: ApiClient = api,
  captcha: CaptchaAnswer = {},
): Promise<LoginReply> {
  // a fresh server key when available; the default key keeps login working when that call fails
  const key = await loadDynamicKey({}, client).catch(() => null);
  const form: LoginForm = key
    ? { phone, password: encryptPassword(password, key), keyId: key.keyId, ...captcha }
    : { phone, password: encryptPassword(password), ...captcha };
  const res = await postLogin(form, client);
  if (res.code !== SUCCESS) {
    useUserStore.getState().setLoginStatus(res.code);
    return { code: res.code, error: res.msg || '登录失败' };
  }
  storeSignIn(res.data);
  return { code: SUCCESS, error: null };
}
