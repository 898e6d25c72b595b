/**
 * docs/product.md §4 follow rule: the flag flips 0 ↔ 1 only after the server said yes, and `plat`
 * names the view to update (0 detail, 1 expert home, 2 expert list, 3 attention list) — the caller
 * passes that view's update. A failure keeps the flag and stores the server's message as the error.
 */
import { useState } from 'react';
import type { FollowPlat } from '@kickoff/shared/contracts';
import { showToast } from '@kickoff/shared/ui';
import { useLoginGate } from '../../lib/use-login-gate';
import { followExpert } from './tips-api';

export function useFollow(plat: FollowPlat, onFlag: (eid: number, follow: 0 | 1) => void) {
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(0);
  const gate = useLoginGate();
  const toggle = (eid: number) =>
    gate(() => {
      if (busy) return;
      setBusy(eid);
      followExpert(plat, eid)
        .then((env) => {
          if (env.code === 200) {
            setError('');
            onFlag(eid, env.data.follow);
            showToast(env.data.follow ? '关注成功' : '已取消关注');
          } else {
            setError(env.msg);
            showToast(env.msg);
          }
        })
        .catch((e: unknown) => {
          const msg = e instanceof Error ? e.message : '操作失败';
          setError(msg);
          showToast(msg);
        })
        .finally(() => setBusy(0));
    });
  return { toggle, error, busy };
}
