/** /user/certification: real name and ID number (checksum checked here and on the server); shown masked after. */
import { useState, type FormEvent } from 'react';
import { NavBar } from '@kickoff/shared/ui';
import styles from '../../components/forms.module.css';
import { FormError } from '../../components/form-error';
import { DataState } from '@kickoff/shared/data';
import { useRealName } from '../../features/profile/hooks/use-real-name';

export default function CertificationPage() {
  const [realName, setName] = useState('');
  const [idCard, setId] = useState('');
  const { state, busy, error, certify } = useRealName();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    await certify(realName.trim(), idCard.trim());
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
