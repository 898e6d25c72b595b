/** /user/register: phone, SMS code, password (sent AES-encrypted), the agreements ticked. */
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@kickoff/shared/navigation';
import { api } from '@kickoff/shared/api';
import { ACCOUNT_PATHS, PHONE_PATTERN, SMS_CODE_PATTERN, SUCCESS } from '@kickoff/shared/contracts';
import { NavBar } from '@kickoff/shared/ui';
import styles from '../../features/forms.module.css';
import { encryptAll, weakPassword } from '../../features/password-form';
import { storeSignIn } from '../../features/sign-in';
import { CodeField, FormError, PasswordField, PhoneField } from '../../features/form-fields';
import { useSubmit } from '../../features/use-submit';

export default function RegisterPage() {
  const navigate = useNavigate();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [agreed, setAgreed] = useState(false);
  const { busy, error, setError, run } = useSubmit();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const done = await run(async () => {
      if (!PHONE_PATTERN.test(phone)) return '请输入正确的手机号';
      if (!SMS_CODE_PATTERN.test(code)) return '请输入6位验证码';
      const weak = weakPassword(password);
      if (weak) return weak;
      if (!agreed) return '请阅读并同意用户协议和隐私政策';
      const enc = await encryptAll({ password });
      const res = await api.post(ACCOUNT_PATHS.register, { phone, code, ...enc }, { form: true });
      if (res.code !== SUCCESS) return res.msg || '注册失败';
      storeSignIn(res.data);
      return null;
    });
    if (done) navigate('/user', { replace: true });
  };

  return (
    <main>
      <NavBar title="注册" />
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
        <PhoneField value={phone} onChange={setPhone} />
        <CodeField value={code} onChange={setCode} phone={phone} purpose="register" onError={setError} />
        <PasswordField label="设置密码" value={password} onChange={setPassword} fresh />
        <label className={styles.check}>
          <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
          <span>
            我已阅读并同意<Link to="/user/agreement/yhxy">《用户服务协议》</Link>
            <Link to="/user/agreement/ys">《隐私政策》</Link>
          </span>
        </label>
        <FormError error={error} />
        <button type="submit" className={styles.submit} disabled={busy}>
          {busy ? '注册中…' : '注册'}
        </button>
        <div className={styles.links}>
          <Link to="/user/login">已有账号，去登录</Link>
        </div>
      </form>
    </main>
  );
}
