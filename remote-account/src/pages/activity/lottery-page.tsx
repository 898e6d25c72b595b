/** /activity/lottery: the wheel; the draw happens on the server, one requestId per tap intent. */
import { useRef, useState } from 'react';
import { Link, useNavigate } from '@kickoff/shared/navigation';
import { api } from '@kickoff/shared/api';
import { ACTIVITIES_PATHS, SUCCESS, type DrawResult, type LotteryInfo } from '@kickoff/shared/contracts';
import { useAuthStore } from '@kickoff/shared/stores';
import { NavBar, showToast } from '@kickoff/shared/ui';
import { DataState } from '@kickoff/shared/data';
import { useCall } from '../../features/use-call';
import styles from './activity.module.css';

const newRequestId = () => crypto.randomUUID();

export default function LotteryPage() {
  const token = useAuthStore((s) => s.token);
  const navigate = useNavigate();
  const state = useCall<LotteryInfo>(['lottery', token], ACTIVITIES_PATHS.lottery);
  const [won, setWon] = useState<DrawResult | null>(null);
  const [busy, setBusy] = useState(false);
  // kept until the server answers: a second tap meanwhile (or a retry after a lost answer) draws once
  const request = useRef(newRequestId());

  const drawOnce = async () => {
    if (!token) return navigate('/user/login');
    if (busy) return;
    setBusy(true);
    try {
      const res = await api.post(ACTIVITIES_PATHS.draw, { requestId: request.current });
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

  return (
    <main>
      <NavBar
        title="幸运抽奖"
        right={
          <Link className={styles.navLink} to="/activity/rule">
            规则
          </Link>
        }
      />
      <DataState state={state}>
        {(info) => (
          <>
            <div className={styles.wheel} aria-label="奖品">
              {info.prizes.map((p) => (
                <div key={p.id} className={`${styles.prize} ${won?.prize.id === p.id ? styles.won : ''}`}>
                  {p.name}
                </div>
              ))}
            </div>
            <button
              type="button"
              className={styles.drawButton}
              disabled={busy || (Boolean(token) && info.drawsLeft === 0)}
              onClick={() => void drawOnce()}
            >
              {busy ? '抽奖中…' : `抽一次（${info.cost}金币）`}
            </button>
            <p className={styles.info} data-testid="draw-status">
              今日剩余 {info.drawsLeft} 次{won && `，余额 ${won.coins} 金币，本次：${won.prize.name}`}
            </p>
            <p className={styles.info}>
              <Link className={styles.link} to="/activity/history">
                中奖记录
              </Link>{' '}
              ·{' '}
              <Link className={styles.link} to="/activity/address">
                收货地址
              </Link>
            </p>
          </>
        )}
      </DataState>
    </main>
  );
}
