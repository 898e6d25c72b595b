/** /user/password: reset by SMS code; every device signs in again afterwards. */
import { useState, type FormEvent } from 'react';
import { useNavigate } from '@kickoff/shared/navigation';
import { api } from '@kickoff/shared/api';
import { ACCOUNT_PATHS, PHONE_PATTERN, SMS_CODE_PATTERN, SUCCESS } from '@kickoff/shared/contracts';
import { NavBar, showToast } from '@kickoff/shared/ui';
import styles from '../../features/forms.module.css';
import { encryptAll, weakPassword } from '../../features/password-form';
import { CodeField, FormError, PasswordField, PhoneField } from '../../features/form-fields';
import { useSubmit } from '../../features/use-submit';

export default function PasswordPage() {
  const navigate = useNavigate();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const { busy, error, setError, run } = useSubmit();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const done = await run(async () => {
      if (!PHONE_PATTERN.test(phone)) return '请输入正确的手机号';
      if (!SMS_CODE_PATTERN.test(code)) return '请输入6位验证码';
      const weak = weakPassword(password);
      if (weak) return weak;
      const enc = await encryptAll({ password });
      const res = await api.post(ACCOUNT_PATHS.resetPassword, { phone, code, ...enc }, { form: true });
      return res.code === SUCCESS ? null : res.msg || '重置失败';
    });
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
