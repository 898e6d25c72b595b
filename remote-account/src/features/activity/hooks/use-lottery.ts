/** The wheel: the draw happens on the server, one requestId per tap intent. */
import { useRef, useState } from 'react';
import { useNavigate } from '@kickoff/shared/navigation';
import { SUCCESS, type DrawResult } from '@kickoff/shared/contracts';
import { useAuthStore } from '@kickoff/shared/stores';
import { showToast } from '@kickoff/shared/ui';
import { draw } from '../api';
import { useLotteryInfo } from './use-activity-reads';

const newRequestId = () => crypto.randomUUID();

export function useLottery() {
  const token = useAuthStore((s) => s.token);
  const navigate = useNavigate();
  const state = useLotteryInfo(token);
  const [won, setWon] = useState<DrawResult | null>(null);
  const [busy, setBusy] = useState(false);
  // kept until the server answers: a second tap meanwhile (or a retry after a lost answer) draws once
  const request = useRef(newRequestId());
  const drawOnce = async () => {
    if (!token) return navigate('/user/login');
    if (busy) return;
    setBusy(true);
    try {
      const res = await draw(request.current);
      if (res.code !== SUCCESS) {
        request.current = newRequestId();
        return showToast(res.msg || '抽奖失败');
      }
      request.current = newRequestId();
      setWon(res.data);
      showToast(res.msg);
      state.setData((info) => ({
        ...info,
        drawsLeft: res.data.drawsLeft,
        prizes: info.prizes.map((p) => (p.id === res.data.prize.id ? res.data.prize : p)),
      }));
    } catch {
      showToast('网络异常，请稍后重试');
    } finally {
      setBusy(false);
    }
  };
  return { state, won, busy, drawOnce };
}
