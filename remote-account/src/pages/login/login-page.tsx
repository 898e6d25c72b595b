/**
 * /user/login: password or SMS-code tab; success returns to 我的. After a few failures the server
 * asks for a picture code with the password (the SMS tab needs none: the code proves the phone).
 */
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@kickoff/shared/navigation';
import { NavBar, Tabs } from '@kickoff/shared/ui';
import styles from '../../components/forms.module.css';
import { FormError } from '../../components/form-error';
import { CaptchaField } from '../../features/auth/components/captcha';
import { CodeField, PasswordField, PhoneField } from '../../features/auth/components/form-fields';
import { useLogin } from '../../features/auth/hooks/use-login';

type Mode = 'password' | 'sms';

export default function LoginPage() {
  const navigate = useNavigate();
  const [mode, setMode] = useState<Mode>('password');
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const { busy, error, setError, captcha, byPassword, byCode } = useLogin();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const done = await (mode === 'password' ? byPassword(phone, password) : byCode(phone, code));
    if (done) navigate('/user', { replace: true });
  };

  return (
    <main>
      <NavBar title="登录" />
      <Tabs
        label="登录方式"
        items={[
          { key: 'password', label: '密码登录' },
          { key: 'sms', label: '验证码登录' },
        ]}
        active={mode}
        onChange={(m) => {
          setMode(m);
          setError(null);
        }}
      />
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
        <PhoneField value={phone} onChange={setPhone} autoComplete="username" />
        {mode === 'password' ? (
          <>
            <PasswordField label="密码" value={password} onChange={setPassword} fresh={false} />
            <CaptchaField state={captcha} />
          </>
        ) : (
          <CodeField value={code} onChange={setCode} phone={phone} purpose="login" onError={setError} />
        )}
        <FormError error={error} />
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
