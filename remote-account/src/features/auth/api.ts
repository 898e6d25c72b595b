/** The calls of signing up, in and out, of the picture and SMS codes, and of the password itself. */
import { api, post, unwrap, type ApiClient } from '@kickoff/shared/api';
import {
  ACCOUNT_PATHS,
  type Captcha,
  type ChangePasswordForm,
  type LoginForm,
  type RegisterForm,
  type ResetPasswordForm,
  type SendCodeForm,
} from '@kickoff/shared/contracts';
import { accepted } from '../../lib/refusal';

/** The envelope itself: the picture code needs the reply's code (CAPTCHA_REQUIRED) whatever it is. */
export const postLogin = (form: LoginForm, client: ApiClient = api) =>
  client.post(ACCOUNT_PATHS.login, form, { form: true });

export const loginBySms = (phone: string, code: string) =>
  accepted(post(ACCOUNT_PATHS.login, { phone, code }, { form: true }), '登录失败');

export const register = (form: RegisterForm) =>
  accepted(post(ACCOUNT_PATHS.register, form, { form: true }), '注册失败');

export const resetPassword = (form: ResetPasswordForm) =>
  accepted(post(ACCOUNT_PATHS.resetPassword, form, { form: true }), '重置失败');

export const changePassword = (form: ChangePasswordForm) =>
  accepted(post(ACCOUNT_PATHS.changePassword, form, { form: true }), '修改失败');

export const deregister = (code: string) => accepted(post(ACCOUNT_PATHS.deregister, { code }), '注销失败，请稍后重试');

/** Best effort: a token the server no longer knows is signed out already. */
export const logout = () => api.get(ACCOUNT_PATHS.logout).catch(() => undefined);

/** A new picture code, or null when none could be fetched (the form shows the old one). */
export const fetchCaptcha = () => unwrap(api.get<Captcha>(ACCOUNT_PATHS.captcha)).catch(() => null);

/** The envelope itself, for the picture code: a code to the phone, or to the signed-in fan's own phone. */
export const sendSmsCode = (form: SendCodeForm | null) =>
  form ? post(ACCOUNT_PATHS.sendCode, form) : post(ACCOUNT_PATHS.deregisterCode);
