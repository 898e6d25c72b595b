/**
 * /user/login: password or SMS-code tab; success returns to 我的. After a few failures the server
 * asks for a picture code with the password (the SMS tab needs none: the code proves the phone).
 */
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@kickoff/shared/navigation';
import { api } from '@kickoff/shared/api';
import { ACCOUNT_PATHS, SMS_CODE_PATTERN, SUCCESS } from '@kickoff/shared/contracts';
import { NavBar, Tabs } from '@kickoff/shared/ui';
import styles from '../../features/forms.module.css';
import { storeSignIn } from '../../features/sign-in';
import { CaptchaField, useCaptcha } from '../../features/captcha';
import { CodeField, FormError, PasswordField, PhoneField } from '../../features/form-fields';
import { useSubmit } from '../../features/use-submit';
import { loginWithPassword, PHONE_PATTERN, validateLogin } from './login';

type Mode = 'password' | 'sms';

export default function LoginPage() {
  const navigate = useNavigate();
  const [mode, setMode] = useState<Mode>('password');
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const { busy, error, setError, run } = useSubmit();
  const captcha = useCaptcha();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const done = await run(async () => {
      if (mode === 'password') {
        const problem = validateLogin(phone, password) ?? captcha.missing();
        if (problem) return problem;
        const reply = await loginWithPassword(phone, password, api, captcha.fields());
        await captcha.afterReply(reply.code);
        return reply.error;
      }
      if (!PHONE_PATTERN.test(phone)) return '请输入正确的手机号';
      if (!SMS_CODE_PATTERN.test(code)) return '请输入6位验证码';
      const res = await api.post(ACCOUNT_PATHS.login, { phone, code }, { form: true });
      if (res.code !== SUCCESS) return res.msg || '登录失败';
      storeSignIn(res.data);
      return null;
    });
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
