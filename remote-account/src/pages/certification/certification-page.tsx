/** /user/certification: real name and ID number (checksum checked here and on the server); shown masked after. */
import { useState, type FormEvent } from 'react';
import { api } from '@kickoff/shared/api';
import { ACCOUNT_PATHS, SUCCESS, type RealNameInfo } from '@kickoff/shared/contracts';
import { NavBar } from '@kickoff/shared/ui';
import styles from '../../features/forms.module.css';
import { FormError } from '../../features/form-fields';
import { DataState } from '@kickoff/shared/data';
import { useCall } from '../../features/use-call';
import { useSubmit } from '../../features/use-submit';

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK = '10X98765432';

/** GB 11643: 17 digits and the check character. */
export function validIdCard(id: string): boolean {
  if (!/^\d{17}[\dX]$/.test(id)) return false;
  const sum = WEIGHTS.reduce((s, w, i) => s + w * Number(id[i]), 0);
  return CHECK[sum % 11] === id[17];
}

export default function CertificationPage() {
  const state = useCall<RealNameInfo>(['account-real-name'], ACCOUNT_PATHS.realName);
  const [realName, setName] = useState('');
  const [idCard, setId] = useState('');
  const { busy, error, run } = useSubmit();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    await run(async () => {
      if (!/^[\u4e00-\u9fa5·]{2,20}$/.test(realName.trim())) return '请输入真实姓名（中文）';
      const id = idCard.trim().toUpperCase();
      if (!validIdCard(id)) return '身份证号码有误，请核对';
      const res = await api.post(ACCOUNT_PATHS.realName, { realName: realName.trim(), idCard: id });
      if (res.code !== SUCCESS) return res.msg || '认证失败';
      state.setData(() => res.data);
      return null;
    });
  };

  return (
    <main>
      <NavBar title="实名认证" />
      <DataState state={state}>
        {(info) =>
          info.certified ? (
            <div className={styles.form}>
              <p>已完成实名认证</p>
              <p className={styles.note}>姓名：{info.realName}</p>
            </div>
          ) : (
            <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
              <label className={styles.field}>
                真实姓名
                <input className={styles.input} value={realName} onChange={(e) => setName(e.target.value)} />
              </label>
              <label className={styles.field}>
                身份证号
                <input
                  className={styles.input}
                  maxLength={18}
                  value={idCard}
                  onChange={(e) => setId(e.target.value.trim())}
                />
              </label>
              <p className={styles.note}>信息加密保存，仅用于身份核验，展示时脱敏</p>
              <FormError error={error} />
              <button type="submit" className={styles.submit} disabled={busy}>
                提交认证
              </button>
            </form>
          )
        }
      </DataState>
    </main>
  );
}
