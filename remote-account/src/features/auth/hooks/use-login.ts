/**
 * Signing in by password (with the picture code once the server asks for one) or by SMS code; on
 * success the session is stored. Each returns true when signed in.
 */
import { SMS_CODE_PATTERN } from '@kickoff/shared/contracts';
import { useSubmit } from '../../../lib/use-submit';
import { loginBySms } from '../api';
import { useCaptcha } from '../components/captcha';
import { loginWithPassword, PHONE_PATTERN, validateLogin } from '../password-login';
import { storeSignIn } from '../sign-in';

export function useLogin() {
  const { run, ...submit } = useSubmit();
  const captcha = useCaptcha();
  const byPassword = (phone: string, password: string) =>
    run(async () => {
      const problem = validateLogin(phone, password) ?? captcha.missing();
      if (problem) return problem;
      const reply = await loginWithPassword(phone, password, undefined, captcha.fields());
      await captcha.afterReply(reply.code);
      return reply.error;
    });
  const byCode = (phone: string, code: string) =>
    run(async () => {
      if (!PHONE_PATTERN.test(phone)) return '请输入正确的手机号';
      if (!SMS_CODE_PATTERN.test(code)) return '请输入6位验证码';
      storeSignIn(await loginBySms(phone, code));
      return null;
    });
  return { ...submit, captcha, byPassword, byCode };
}
