/** /user/changePassWord: old and new password, both AES-encrypted; other devices sign in again. */
import { useState, type FormEvent } from 'react';
import { useNavigate } from '@kickoff/shared/navigation';
import { api } from '@kickoff/shared/api';
import { ACCOUNT_PATHS, SUCCESS } from '@kickoff/shared/contracts';
import { NavBar, showToast } from '@kickoff/shared/ui';
import styles from '../../features/forms.module.css';
import { encryptAll, weakPassword } from '../../features/password-form';
import { FormError, PasswordField } from '../../features/form-fields';
import { useSubmit } from '../../features/use-submit';

export default function ChangePasswordPage() {
  const navigate = useNavigate();
  const [oldPassword, setOld] = useState('');
  const [newPassword, setNew] = useState('');
  const [again, setAgain] = useState('');
  const { busy, error, run } = useSubmit();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const done = await run(async () => {
      if (!oldPassword) return '请输入原密码';
      const weak = weakPassword(newPassword);
      if (weak) return weak;
      if (newPassword === oldPassword) return '新密码不能与原密码相同';
      if (newPassword !== again) return '两次输入的新密码不一致';
      const enc = await encryptAll({ oldPassword, newPassword });
      const res = await api.post(ACCOUNT_PATHS.changePassword, enc, { form: true });
      return res.code === SUCCESS ? null : res.msg || '修改失败';
    });
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
