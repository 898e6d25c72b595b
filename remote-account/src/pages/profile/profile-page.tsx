/** /user/infor: portrait (uploaded, waits for audit; its owner sees it meanwhile), nickname, phone, real name. */
import { useRef, useState } from 'react';
import { useNavigate } from '@kickoff/shared/navigation';
import { api } from '@kickoff/shared/api';
import { ACCOUNT_PATHS, SUCCESS, type Envelope, type UserInfo } from '@kickoff/shared/contracts';
import { useAuthStore, useUserStore } from '@kickoff/shared/stores';
import { Cell, CellList, NavBar, showToast } from '@kickoff/shared/ui';
import { Portrait } from '../../features/portrait';

const PORTRAIT_MAX_BYTES = 2 * 1024 * 1024;

export default function ProfilePage() {
  const navigate = useNavigate();
  const info = useUserStore((s) => s.info);
  const file = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const upload = async (f: File | undefined) => {
    if (!f) return;
    if (f.size > PORTRAIT_MAX_BYTES) return showToast('图片不能超过 2 MB');
    const form = new FormData();
    form.append('file', f);
    setBusy(true);
    try {
      const res = await api.http.post<Envelope<UserInfo>>(api.urlFor(ACCOUNT_PATHS.portrait), form, {
        headers: { accessToken: useAuthStore.getState().token },
      });
      if (res.data.code !== SUCCESS) return showToast(res.data.msg || '上传失败');
      useUserStore.getState().setInfo(res.data.data);
      showToast('上传成功，审核通过后他人可见');
    } catch {
      showToast('网络异常，请稍后重试');
    } finally {
      setBusy(false);
    }
  };

  return (
    <main>
      <NavBar title="个人资料" />
      <CellList label="个人资料">
        <Cell
          title="头像"
          value={
            <>
              <Portrait info={info} size={0.8} />
              {info?.portraitAudit === 0 && ' 审核中'}
            </>
          }
          onClick={() => !busy && file.current?.click()}
        />
        <Cell title="昵称" value={info?.nickName ?? ''} onClick={() => navigate('/user/nickname')} />
        <Cell title="手机号" value={info?.phone ?? ''} />
        <Cell title="实名认证" onClick={() => navigate('/user/certification')} />
        <Cell title="修改密码" onClick={() => navigate('/user/changePassWord')} />
      </CellList>
      <input
        ref={file}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        hidden
        onChange={(e) => void upload(e.target.files?.[0])}
      />
    </main>
  );
}
