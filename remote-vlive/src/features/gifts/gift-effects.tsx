/**
 * Gift effects over the video, for everyone in the room: a banner per gift (who, what, how many)
 * that slides in and leaves after a few seconds — a float for small gifts, a burst for the trophy,
 * a rocket across the picture for the rocket.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { GiftEvent } from '@kickoff/shared/contracts/vlive';
import { knownGift, loadGifts } from './gift-catalogue';
import styles from './gift-effects.module.css';

const SHOW_MS = 3_500;
const MAX_SHOWN = 3;

export function useGiftEffects() {
  const [shown, setShown] = useState<GiftEvent[]>([]);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const all = timers.current;
    return () => all.forEach(clearTimeout);
  }, []);

  const play = useCallback((gift: GiftEvent) => {
    // a gift staff added since this page loaded: learn its name and icon, then draw it
    if (!knownGift(gift.giftId))
      loadGifts().then(
        () => setShown((s) => [...s]),
        () => undefined,
      );
    setShown((s) => (s.some((g) => g.id === gift.id) ? s : [...s, gift].slice(-MAX_SHOWN)));
    const t = setTimeout(() => {
      timers.current.delete(t);
      setShown((s) => s.filter((g) => g.id !== gift.id));
    }, SHOW_MS);
    timers.current.add(t);
  }, []);

  const view = (
    <div className={styles.layer} aria-live="polite">
      {shown.map((g) => {
        const gift = knownGift(g.giftId);
        if (!gift) return null;
        return (
          <div key={g.id} className={`${styles.effect} ${styles[gift.effect] ?? ''}`} data-testid="gift-effect">
            <span className={styles.who}>{g.nickName}</span>
            <span>
              送出 {gift.name} ×{g.count}
            </span>
            <span className={styles.icon} aria-hidden="true">
              {gift.icon}
            </span>
          </div>
        );
      })}
    </div>
  );
  return { view, play };
}
