/** 修改密码: the old one and a strong new one typed twice, both sent AES-encrypted. */
import { useSubmit } from '../../../lib/use-submit';
import { changePassword } from '../api';
import { encryptAll, weakPassword } from '../password-form';

export function useChangePassword() {
  const { run, ...submit } = useSubmit();
  const change = (oldPassword: string, newPassword: string, again: string) =>
    run(async () => {
      if (!oldPassword) return '请输入原密码';
      const weak = weakPassword(newPassword);
      if (weak) return weak;
      if (newPassword === oldPassword) return '新密码不能与原密码相同';
      if (newPassword !== again) return '两次输入的新密码不一致';
      await changePassword(await encryptAll({ oldPassword, newPassword }));
      return null;
    });
  return { ...submit, change };
}
