/** /user/nickname: the shared nickname rule checked here first; uniqueness and the word filter are the server's. */
import { useState, type FormEvent } from 'react';
import { useNavigate } from '@kickoff/shared/navigation';
import { NICKNAME_MAX, NICKNAME_MIN } from '@kickoff/shared/contracts';
import { useUserStore } from '@kickoff/shared/stores';
import { NavBar, showToast } from '@kickoff/shared/ui';
import styles from '../../components/forms.module.css';
import { FormError } from '../../components/form-error';
import { useSaveNickname } from '../../features/profile/hooks/use-save-nickname';

export default function NicknamePage() {
  const navigate = useNavigate();
  const current = useUserStore((s) => s.info?.nickName ?? '');
  const [nickName, setNick] = useState(current);
  const { busy, error, save } = useSaveNickname();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const done = await save(nickName.trim(), current);
    if (done) {
      showToast('昵称已修改');
      navigate(-1);
    }
  };

  return (
    <main>
      <NavBar title="修改昵称" />
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
        <label className={styles.field}>
          新昵称
          <input
            className={styles.input}
            maxLength={NICKNAME_MAX}
            placeholder={`${NICKNAME_MIN}-${NICKNAME_MAX}个字符`}
            value={nickName}
            onChange={(e) => setNick(e.target.value)}
          />
        </label>
        <FormError error={error} />
        <button type="submit" className={styles.submit} disabled={busy}>
          保存
        </button>
      </form>
    </main>
  );
}
