/** /activity/address: where physical prizes are sent; checked here and on the server. */
import { useState, type FormEvent } from 'react';
import { ADDRESS_LIMITS, type DeliveryAddress } from '@kickoff/shared/contracts';
import { NavBar, showToast } from '@kickoff/shared/ui';
import styles from '../../components/forms.module.css';
import { FormError } from '../../components/form-error';
import { useAddress } from '../../features/activity/hooks/use-address';

const EMPTY: DeliveryAddress = { name: '', phone: '', region: '', detail: '' };

export default function AddressPage() {
  const { saved, busy, error, save } = useAddress();
  // the fan's edits over what is saved
  const [draft, setForm] = useState<DeliveryAddress | null>(null);
  const form = draft ?? saved.data ?? EMPTY;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const done = await save(form);
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
