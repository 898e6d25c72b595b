/** 实名认证: what the server holds (masked), and sending a name with an ID number that passes GB 11643. */
import { ACCOUNT_PATHS, type RealNameInfo } from '@kickoff/shared/contracts';
import { useCall } from '../../../lib/use-call';
import { useSubmit } from '../../../lib/use-submit';
import { saveRealName } from '../api';
import { validIdCard } from '../id-card';

export function useRealName() {
  const state = useCall<RealNameInfo>(['account-real-name'], ACCOUNT_PATHS.realName);
  const { run, ...submit } = useSubmit();
  const certify = (realName: string, idCard: string) =>
    run(async () => {
      if (!/^[\u4e00-\u9fa5·]{2,20}$/.test(realName)) return '请输入真实姓名（中文）';
      const id = idCard.toUpperCase();
      if (!validIdCard(id)) return '身份证号码有误，请核对';
      const saved = await saveRealName({ realName, idCard: id });
      state.setData(() => saved);
      return null;
    });
  return { state, ...submit, certify };
}
