/** /user/changePassWord: old and new password, both AES-encrypted; other devices sign in again. */
import { useState, type FormEvent } from 'react';
import { useNavigate } from '@kickoff/shared/navigation';
import { NavBar, showToast } from '@kickoff/shared/ui';
import styles from '../../components/forms.module.css';
import { FormError } from '../../components/form-error';
import { PasswordField } from '../../features/auth/components/form-fields';
import { useChangePassword } from '../../features/auth/hooks/use-change-password';

export default function ChangePasswordPage() {
  const navigate = useNavigate();
  const [oldPassword, setOld] = useState('');
  const [newPassword, setNew] = useState('');
  const [again, setAgain] = useState('');
  const { busy, error, change } = useChangePassword();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const done = await change(oldPassword, newPassword, again);
    if (done) {
      showToast('密码已修改');
      navigate(-1);
    }
  };

  return (
    <main>
      <NavBar title="修改密码" />
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
        <PasswordField label="原密码" value={oldPassword} onChange={setOld} fresh={false} />
        <PasswordField label="新密码" value={newPassword} onChange={setNew} fresh />
        <PasswordField label="确认新密码" value={again} onChange={setAgain} fresh />
        <p className={styles.note}>6-32位，包含字母和数字；修改后其他设备需要重新登录</p>
        <FormError error={error} />
        <button type="submit" className={styles.submit} disabled={busy}>
          确认修改
        </button>
      </form>
    </main>
  );
}
