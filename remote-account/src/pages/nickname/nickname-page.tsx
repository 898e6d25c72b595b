/** /user/nickname: the shared nickname rule checked here first; uniqueness and the word filter are the server's. */
import { useState, type FormEvent } from 'react';
import { useNavigate } from '@kickoff/shared/navigation';
import { api } from '@kickoff/shared/api';
import { ACCOUNT_PATHS, NICKNAME_MAX, NICKNAME_MIN, nicknameProblem, SUCCESS } from '@kickoff/shared/contracts';
import { useUserStore } from '@kickoff/shared/stores';
import { NavBar, showToast } from '@kickoff/shared/ui';
import styles from '../../features/forms.module.css';
import { FormError } from '../../features/form-fields';
import { useSubmit } from '../../features/use-submit';

export default function NicknamePage() {
  const navigate = useNavigate();
  const current = useUserStore((s) => s.info?.nickName ?? '');
  const [nickName, setNick] = useState(current);
  const { busy, error, run } = useSubmit();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const done = await run(async () => {
      const name = nickName.trim();
      const problem = nicknameProblem(name);
      if (problem) return problem;
      if (name === current) return '新昵称与当前昵称相同';
      const res = await api.post(ACCOUNT_PATHS.nickname, { nickName: name });
      if (res.code !== SUCCESS) return res.msg || '修改失败';
      useUserStore.getState().setInfo(res.data);
      return null;
    });
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
