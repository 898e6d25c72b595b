/** /user/register: phone, SMS code, password (sent AES-encrypted), the agreements ticked. */
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@kickoff/shared/navigation';
import { NavBar } from '@kickoff/shared/ui';
import styles from '../../components/forms.module.css';
import { FormError } from '../../components/form-error';
import { CodeField, PasswordField, PhoneField } from '../../features/auth/components/form-fields';
import { useRegister } from '../../features/auth/hooks/use-register';

export default function RegisterPage() {
  const navigate = useNavigate();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [agreed, setAgreed] = useState(false);
  const { busy, error, setError, signUp } = useRegister();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const done = await signUp(phone, code, password, agreed);
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
