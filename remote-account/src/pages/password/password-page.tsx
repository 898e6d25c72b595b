/** /user/password: reset by SMS code; every device signs in again afterwards. */
import { useState, type FormEvent } from 'react';
import { useNavigate } from '@kickoff/shared/navigation';
import { NavBar, showToast } from '@kickoff/shared/ui';
import styles from '../../components/forms.module.css';
import { FormError } from '../../components/form-error';
import { CodeField, PasswordField, PhoneField } from '../../features/auth/components/form-fields';
import { useResetPassword } from '../../features/auth/hooks/use-reset-password';

export default function PasswordPage() {
  const navigate = useNavigate();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const { busy, error, setError, reset } = useResetPassword();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const done = await reset(phone, code, password);
    if (done) {
      showToast('密码已重置，请重新登录');
      navigate('/user/login', { replace: true });
    }
  };

  return (
    <main>
      <NavBar title="找回密码" />
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
        <PhoneField value={phone} onChange={setPhone} placeholder="请输入注册手机号" />
        <CodeField value={code} onChange={setCode} phone={phone} purpose="password" onError={setError} />
        <PasswordField label="新密码" value={password} onChange={setPassword} fresh />
        <FormError error={error} />
        <button type="submit" className={styles.submit} disabled={busy}>
          重置密码
        </button>
      </form>
    </main>
  );
}
