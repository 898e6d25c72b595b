/** /activity/address: where physical prizes are sent; checked here and on the server. */
import { useState, type FormEvent } from 'react';
import { api } from '@kickoff/shared/api';
import {
  ACTIVITIES_PATHS,
  ADDRESS_LIMITS,
  PHONE_PATTERN,
  SUCCESS,
  type DeliveryAddress,
} from '@kickoff/shared/contracts';
import { NavBar, showToast } from '@kickoff/shared/ui';
import styles from '../../features/forms.module.css';
import { FormError } from '../../features/form-fields';
import { useCall } from '../../features/use-call';
import { useSubmit } from '../../features/use-submit';

const EMPTY: DeliveryAddress = { name: '', phone: '', region: '', detail: '' };

export function addressProblem(a: DeliveryAddress): string | null {
  if (!a.name.trim() || a.name.trim().length > ADDRESS_LIMITS.name) return `收货人姓名应为1-${ADDRESS_LIMITS.name}个字`;
  if (!PHONE_PATTERN.test(a.phone)) return '请输入正确的手机号';
  if (a.region.trim().length < 2 || a.region.trim().length > ADDRESS_LIMITS.region) return '请填写所在地区';
  if (a.detail.trim().length < 4 || a.detail.trim().length > ADDRESS_LIMITS.detail)
    return `详细地址应为4-${ADDRESS_LIMITS.detail}个字`;
  return null;
}

export default function AddressPage() {
  const saved = useCall<DeliveryAddress | null>(['activity-address'], ACTIVITIES_PATHS.address);
  // the fan's edits over what is saved
  const [draft, setForm] = useState<DeliveryAddress | null>(null);
  const form = draft ?? saved.data ?? EMPTY;
  const { busy, error, run } = useSubmit();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const done = await run(async () => {
      const problem = addressProblem(form);
      if (problem) return problem;
      const res = await api.post(ACTIVITIES_PATHS.address, form);
      return res.code === SUCCESS ? null : res.msg || '保存失败';
    });
    if (done) showToast('地址已保存');
  };

  const field = (key: keyof DeliveryAddress, label: string, max: number) => (
    <label className={styles.field}>
      {label}
      <input
        className={styles.input}
        maxLength={max}
        value={form[key]}
        onChange={(e) => setForm({ ...form, [key]: e.target.value })}
      />
    </label>
  );
  return (
    <main>
      <NavBar title="收货地址" />
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
        {field('name', '收货人', ADDRESS_LIMITS.name)}
        {field('phone', '手机号', 11)}
        {field('region', '所在地区（省 市 区）', ADDRESS_LIMITS.region)}
        {field('detail', '详细地址', ADDRESS_LIMITS.detail)}
        <FormError error={error} />
        <button type="submit" className={styles.submit} disabled={busy}>
          保存地址
        </button>
      </form>
    </main>
  );
}
