/** /user/infor: portrait (uploaded, waits for audit; its owner sees it meanwhile), nickname, phone, real name. */
import { useRef } from 'react';
import { useNavigate } from '@kickoff/shared/navigation';
import { useUserStore } from '@kickoff/shared/stores';
import { Cell, CellList, NavBar } from '@kickoff/shared/ui';
import { Portrait } from '../../components/portrait';
import { usePortraitUpload } from '../../features/profile/hooks/use-portrait-upload';

export default function ProfilePage() {
  const navigate = useNavigate();
  const info = useUserStore((s) => s.info);
  const file = useRef<HTMLInputElement>(null);
  const { busy, upload } = usePortraitUpload();

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
