/**
 * /vlive/noble: the noble tiers (price for 30 days, privileges), the fan's own tier and coins, and
 * 开通 — paid from the wallet under one key per intended purchase, so a double tap buys once.
 */
import { useState } from 'react';
import { NOBLE_DAYS, type NobleTier } from '@kickoff/shared/contracts/vlive';
import { DataState } from '@kickoff/shared/data';
import { useNavigate } from '@kickoff/shared/navigation';
import { useAuthStore } from '@kickoff/shared/stores';
import { Dialog, NavBar, showToast } from '@kickoff/shared/ui';
import { useBuyNoble, useNobleStatus } from '../../features/nobles/hooks/use-noble';
import { NobleBadge } from '../../features/nobles/noble-badge';
import { newRequestKey } from '../../lib/request-key';
import styles from './noble-page.module.css';

const day = (ms: number) => new Date(ms).toLocaleDateString('zh-CN');

function privileges(t: NobleTier): string[] {
  const out = ['专属聊天徽章', '彩色昵称'];
  if (t.entryBanner) out.push('进场横幅');
  if (t.giftDiscount > 0) out.push(`礼物${(100 - t.giftDiscount) / 10}折`);
  return out;
}

export default function NoblePage() {
  const navigate = useNavigate();
  const loggedIn = useAuthStore((s) => s.token !== '');
  const status = useNobleStatus(loggedIn);
  const buyNoble = useBuyNoble();
  const { setData } = status;
  const [buying, setBuying] = useState<{ tier: NobleTier; key: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [broke, setBroke] = useState(false);

  const confirm = async () => {
    if (!buying || busy) return;
    setBusy(true);
    const outcome = await buyNoble(buying.tier.tier, buying.key).catch(() => null);
    setBusy(false);
    if (!outcome) return;
    setBuying(null);
    if (outcome.ok) {
      setData(() => outcome.status);
      showToast(`已开通${buying.tier.name}`);
    } else if (outcome.broke) setBroke(true);
  };

  const body = (
    <DataState state={status}>
      {(data) => (
        <>
          <section className={styles.mine} aria-label="我的贵族">
            {data.tier > 0 ? (
              <p>
                <NobleBadge tier={data.tier} />
                有效期至 {day(data.until)}
              </p>
            ) : (
              <p>{loggedIn ? '你还不是贵族' : '登录后开通贵族'}</p>
            )}
            {loggedIn && <p className={styles.coins}>金币：{data.coins}</p>}
          </section>
          <ul className={styles.tiers}>
            {data.tiers.map((t) => (
              <li key={t.tier} className={styles.tier}>
                <div className={styles.tierHead}>
                  <NobleBadge tier={t.tier} />
                  <span className={styles.price}>
                    {t.price} 金币 / {NOBLE_DAYS} 天
                  </span>
                </div>
                <p className={styles.privileges}>{privileges(t).join(' · ')}</p>
                <button
                  type="button"
                  className={styles.buy}
                  onClick={() => (loggedIn ? setBuying({ tier: t, key: newRequestKey() }) : navigate('/user/login'))}
                >
                  {data.tier === t.tier ? '续费' : '开通'}
                  {t.name}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </DataState>
  );

  return (
    <main className={styles.page}>
      <NavBar title="贵族特权" />
      {body}
      <Dialog
        open={buying !== null}
        title={buying ? `开通${buying.tier.name}` : ''}
        confirmText={busy ? '开通中' : '确认开通'}
        onConfirm={() => void confirm()}
        onCancel={() => setBuying(null)}
      >
        {buying && `花费 ${buying.tier.price} 金币，有效期 ${NOBLE_DAYS} 天。`}
      </Dialog>
      <Dialog
        open={broke}
        title="金币不足"
        confirmText="去领取"
        onConfirm={() => {
          setBroke(false);
          navigate('/activity/reg');
        }}
        onCancel={() => setBroke(false)}
      >
        金币不足，每日签到可领取金币。
      </Dialog>
    </main>
  );
}
