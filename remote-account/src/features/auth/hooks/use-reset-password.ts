/** 找回密码: phone, SMS code and a strong new password (sent AES-encrypted). */
import { PHONE_PATTERN, SMS_CODE_PATTERN } from '@kickoff/shared/contracts';
import { useSubmit } from '../../../lib/use-submit';
import { resetPassword } from '../api';
import { encryptAll, weakPassword } from '../password-form';

export function useResetPassword() {
  const { run, ...submit } = useSubmit();
  const reset = (phone: string, code: string, password: string) =>
    run(async () => {
      if (!PHONE_PATTERN.test(phone)) return '请输入正确的手机号';
      if (!SMS_CODE_PATTERN.test(code)) return '请输入6位验证码';
      const weak = weakPassword(password);
      if (weak) return weak;
      const enc = await encryptAll({ password });
      await resetPassword({ phone, code, ...enc });
      return null;
    });
  return { ...submit, reset };
}
