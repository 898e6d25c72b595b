/** /user/nickname: 2–12 characters, unique, through the word filter (the server decides). */
import { useState, type FormEvent } from 'react';
import { useNavigate } from '@kickoff/shared/navigation';
import { api } from '@kickoff/shared/api';
import { ACCOUNT_PATHS, SUCCESS, type UserInfo } from '@kickoff/shared/contracts';
import { useUserStore } from '@kickoff/shared/stores';
import { NavBar, showToast } from '@kickoff/shared/ui';
import styles from '../../features/forms.module.css';
import { FormError } from '../../features/form-fields';
import { useSubmit } from '../../features/use-submit';

export const NICK_MIN = 2;
export const NICK_MAX = 12;

export default function NicknamePage() {
  const navigate = useNavigate();
  const current = useUserStore((s) => s.info?.nickName ?? '');
  const [nickName, setNick] = useState(current);
  const { busy, error, run } = useSubmit();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const done = await run(async () => {
      const name = nickName.trim();
      if ([...name].length < NICK_MIN || [...name].length > NICK_MAX)
        return `昵称长度应为${NICK_MIN}-${NICK_MAX}个字符`;
      if (name === current) return '新昵称与当前昵称相同';
      const res = await api.post<UserInfo>(ACCOUNT_PATHS.nickname, { nickName: name });
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
            maxLength={NICK_MAX}
            placeholder="2-12个字符"
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
