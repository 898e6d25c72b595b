/** The delivery address for physical prizes: what is saved, and saving it (checked here and on the server). */
import { ADDRESS_LIMITS, PHONE_PATTERN, type DeliveryAddress } from '@kickoff/shared/contracts';
import { useSubmit } from '../../../lib/use-submit';
import { saveAddress } from '../api';
import { useSavedAddress } from './use-activity-reads';

export function addressProblem(a: DeliveryAddress): string | null {
  if (!a.name.trim() || a.name.trim().length > ADDRESS_LIMITS.name) return `收货人姓名应为1-${ADDRESS_LIMITS.name}个字`;
  if (!PHONE_PATTERN.test(a.phone)) return '请输入正确的手机号';
  if (a.region.trim().length < 2 || a.region.trim().length > ADDRESS_LIMITS.region) return '请填写所在地区';
  if (a.detail.trim().length < 4 || a.detail.trim().length > ADDRESS_LIMITS.detail)
    return `详细地址应为4-${ADDRESS_LIMITS.detail}个字`;
  return null;
}

export function useAddress() {
  const saved = useSavedAddress();
  const { run, ...submit } = useSubmit();
  const save = (form: DeliveryAddress) =>
    run(async () => {
      const problem = addressProblem(form);
      if (problem) return problem;
      await saveAddress(form);
      return null;
    });
  return { saved, ...submit, save };
}
