/** Signing up: phone, SMS code, a strong password (sent AES-encrypted), the agreements; then signed in. */
import { PHONE_PATTERN, SMS_CODE_PATTERN } from '@kickoff/shared/contracts';
import { useSubmit } from '../../../lib/use-submit';
import { register } from '../api';
import { encryptAll, weakPassword } from '../password-form';
import { storeSignIn } from '../sign-in';

export function useRegister() {
  const { run, ...submit } = useSubmit();
  const signUp = (phone: string, code: string, password: string, agreed: boolean) =>
    run(async () => {
      if (!PHONE_PATTERN.test(phone)) return '请输入正确的手机号';
      if (!SMS_CODE_PATTERN.test(code)) return '请输入6位验证码';
      const weak = weakPassword(password);
      if (weak) return weak;
      if (!agreed) return '请阅读并同意用户协议和隐私政策';
      const enc = await encryptAll({ password });
      storeSignIn(await register({ phone, code, ...enc }));
      return null;
    });
  return { ...submit, signUp };
}
