/**
 * /user/deregister: 注销账号. Says what deletion means, sends the code to the account's own phone
 * (60 s countdown), and deletes with it; on success the auth is cleared and the fan lands on 我的.
 */
import { useState, type FormEvent } from 'react';
import { clearSession, useUserStore } from '@kickoff/shared/stores';
import { NavBar, showToast } from '@kickoff/shared/ui';
import styles from '../../components/forms.module.css';
import own from './deregister.module.css';
import { FormError } from '../../components/form-error';
import { CodeField } from '../../features/auth/components/form-fields';
import { useDeregister } from '../../features/auth/hooks/use-deregister';

/** What deletion does, shown before anything is sent. */
const DEREGISTER_TERMS = [
  '所有设备上的登录立即失效，账号无法恢复；',
  '昵称改为「已注销用户」，头像、实名认证信息、浏览历史、消息通知和关注的球队将被清除；',
  '账户内剩余的金币、积分和未使用的权益一并作废，不予退还；',
  '您发过的聊天、帖子和评论仍会保留，但不再显示您的身份；',
  '该手机号将被释放，之后可以重新注册为新账号。',
];

export default function DeregisterPage() {
  const phone = useUserStore((s) => s.info?.phone ?? '');
  const [code, setCode] = useState('');
  const { busy, error, setError, remove } = useDeregister();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const done = await remove(code);
    if (done) {
      // the server revoked every session already: only the local sign-in is left to forget. This page is
      // for signed-in fans only, so the host's guard takes the fan away from it: to 我的, as they asked.
      clearSession({ leaveTo: '/user' });
      showToast('账号已注销');
    }
  };

  return (
    <main>
      <NavBar title="注销账号" />
      <section className={own.notice} aria-labelledby="deregister-terms">
        <h2 id="deregister-terms">注销前请确认</h2>
        <ul>
          {DEREGISTER_TERMS.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
      </section>
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
        <p className={styles.note}>验证码将发送至账号绑定的手机 {phone}</p>
        <CodeField value={code} onChange={setCode} purpose="deregister" onError={setError} />
        <FormError error={error} />
        <button type="submit" className={own.danger} disabled={busy}>
          确认注销
        </button>
      </form>
    </main>
  );
}
