/** /user/login: phone and password; success returns to 我的. */
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@kickoff/shared/navigation';
import { NavBar } from '@kickoff/shared/ui';
import { loginWithPassword, validateLogin } from './login';
import styles from './login.module.css';

export default function LoginPage() {
  const navigate = useNavigate();
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = validateLogin(phone, password);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const failure = await loginWithPassword(phone, password);
      if (failure) setError(failure);
      else navigate('/user', { replace: true });
    } catch {
      setError('网络异常，请稍后重试');
    } finally {
      setBusy(false);
    }
  };

  return (
    <main>
      <NavBar title="登录" />
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
        <label className={styles.field}>
          手机号
          <input
            className={styles.input}
            type="tel"
            inputMode="numeric"
            maxLength={11}
            autoComplete="username"
            placeholder="请输入手机号"
            value={phone}
            onChange={(e) => setPhone(e.target.value.trim())}
          />
        </label>
        <label className={styles.field}>
          密码
          <input
            className={styles.input}
            type="password"
            autoComplete="current-password"
            placeholder="请输入密码"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </label>
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        <button type="submit" className={styles.submit} disabled={busy}>
          {busy ? '登录中…' : '登录'}
        </button>
        <div className={styles.links}>
          <Link to="/user/register">注册账号</Link>
          <Link to="/user/password">忘记密码</Link>
        </div>
      </form>
    </main>
  );
}
