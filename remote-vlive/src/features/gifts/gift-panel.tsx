/**
 * The gift sheet: the catalogue with prices (the server's, loaded again behind what the data cache
 * has on each opening: staff change them), the fan's coins, 赠送. One idempotency key per intended
 * send — kept until the server answered — so a double tap, or a resend after a lost answer, pays
 * once. Without enough coins: a clear message and a way to 领取 coins (the daily check-in).
 */
import { useState } from 'react';
import type { Gift, GiftSendResult } from '@kickoff/shared/contracts/vlive';
import { DataState, useData } from '@kickoff/shared/data';
import { useNavigate } from '@kickoff/shared/navigation';
import { useAuthStore } from '@kickoff/shared/stores';
import { Dialog } from '@kickoff/shared/ui';
import { newRequestKey } from '../../lib/request-key';
import { getCoins, sendGift } from './gift-api';
import { loadGifts } from './gift-catalogue';
import styles from './gift-panel.module.css';

export interface GiftPanelProps {
  roomId: number;
  open: boolean;
  onClose: () => void;
  onSent: (result: GiftSendResult) => void;
}

export function GiftPanel({ roomId, open, onClose, onSent }: GiftPanelProps) {
  const navigate = useNavigate();
  const token = useAuthStore((s) => s.token);
  const gifts = useData<Gift[]>(open ? ['vlive-gifts'] : null, loadGifts);
  const wallet = useData<number>(open ? ['vlive-coins', token] : null, getCoins);
  const [chosen, setGiftId] = useState<number | null>(null);
  const [key, setKey] = useState(newRequestKey);
  const [sending, setSending] = useState(false);
  const [broke, setBroke] = useState(false);

  const list = gifts.data ?? [];
  // the chosen gift, or the first on sale when none is chosen or it was taken off sale
  const giftId = list.some((g) => g.id === chosen) ? chosen : (list[0]?.id ?? null);

  const choose = (id: number) => {
    setGiftId(id);
    setKey(newRequestKey());
  };

  const send = async () => {
    if (sending || giftId === null) return;
    setSending(true);
    const outcome = await sendGift(roomId, giftId, 1, key).catch(() => null);
    setSending(false);
    if (!outcome) return; // no answer: the same key is sent again on the next tap
    setKey(newRequestKey());
    if (outcome.ok) {
      wallet.setData(() => outcome.result.balance);
      onSent(outcome.result);
    } else if (outcome.broke) setBroke(true);
  };

  return (
    <>
      {open && (
        <div className={styles.mask} onClick={onClose}>
          <div className={styles.panel} role="dialog" aria-label="送礼物" onClick={(e) => e.stopPropagation()}>
            <DataState
              state={gifts}
              isEmpty={(got) => got.length === 0}
              emptyText="暂无可赠送的礼物"
              errorText={() => '礼物加载失败，请重试'}
            >
              {(got) => (
                <ul className={styles.grid}>
                  {got.map((g) => (
                    <li key={g.id}>
                      <button
                        type="button"
                        className={g.id === giftId ? `${styles.gift} ${styles.chosen}` : styles.gift}
                        aria-pressed={g.id === giftId}
                        onClick={() => choose(g.id)}
                      >
                        <span className={styles.icon} aria-hidden="true">
                          {g.icon}
                        </span>
                        <span>{g.name}</span>
                        <span className={styles.price}>{g.price}金币</span>
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </DataState>
            <div className={styles.foot}>
              <span className={styles.coins} data-testid="gift-coins">
                金币：{wallet.data ?? '—'}
              </span>
              <button
                type="button"
                className={styles.send}
                onClick={() => void send()}
                disabled={sending || giftId === null}
              >
                赠送
              </button>
            </div>
          </div>
        </div>
      )}
      <Dialog
        open={broke}
        title="金币不足"
        confirmText="去领取"
        cancelText="取消"
        onConfirm={() => {
          setBroke(false);
          navigate('/activity/reg');
        }}
        onCancel={() => setBroke(false)}
      >
        金币不足，送不出这个礼物。每日签到可领取金币。
      </Dialog>
    </>
  );
}
