/** 注销账号 with the code sent to the account's own phone. */
import { SMS_CODE_PATTERN } from '@kickoff/shared/contracts';
import { useSubmit } from '../../../lib/use-submit';
import { deregister } from '../api';

export function useDeregister() {
  const { run, ...submit } = useSubmit();
  const remove = (code: string) =>
    run(async () => {
      if (!SMS_CODE_PATTERN.test(code)) return '请输入6位验证码';
      await deregister(code);
      return null;
    });
  return { ...submit, remove };
}
