/**
 * An expert's home head (profile, records, whether it is the fan's own) and following it: the flag flips
 * only after the server said yes; a refusal keeps it and shows the server's message.
 */
import { useState } from 'react';
import { useData } from '@kickoff/shared/data';
import { useNavigate } from '@kickoff/shared/navigation';
import { useAuthStore } from '@kickoff/shared/stores';
import { showToast } from '@kickoff/shared/ui';
import { Refusal } from '../../../lib/refusal';
import { authorHead, followAuthor } from '../api';

export function useAuthorHome(eid: number) {
  const token = useAuthStore((s) => s.token);
  const navigate = useNavigate();
  const head = useData(eid ? ['author-head', eid, token ?? ''] : null, () => authorHead(eid));
  const [busy, setBusy] = useState(false);
  const [followError, setFollowError] = useState('');
  const follow = () => {
    if (!token) return navigate('/user/login');
    setBusy(true);
    followAuthor(eid)
      .then((got) => {
        setFollowError('');
        head.setData((d) => ({
          ...d,
          expert: { ...d.expert, follow: got.follow, fans: d.expert.fans + (got.follow ? 1 : -1) },
        }));
        showToast(got.follow ? '关注成功' : '已取消关注');
      })
      .catch((e: unknown) => {
        setFollowError(e instanceof Error ? e.message : '操作失败');
        if (e instanceof Refusal) showToast(e.message);
      })
      .finally(() => setBusy(false));
  };
  return { head, busy, followError, follow };
}
