/**
 * What I do about one person: follow or unfollow, block or unblock (each answers their new card, a
 * refusal is a toast), and my remark for them.
 */
import { useState } from 'react';
import type { ImUserCard } from '@kickoff/shared/contracts';
import { showToast } from '@kickoff/shared/ui';
import { setBlock, setFollow, setRemark } from '../people-api';

const fail = (e: Error) => showToast(e.message);

export function useRelation(onChange: (card: ImUserCard) => void) {
  return {
    follow: (card: ImUserCard) => void setFollow(card.id, !card.following).then(onChange, fail),
    block: (card: ImUserCard) => void setBlock(card.id, !card.blocked).then(onChange, fail),
  };
}

/** Sets (or, with '', clears) my remark for a person; `onSaved` gets the remark the server kept. */
export function useRemark(personId: number, onSaved: (remark: string) => void) {
  const [busy, setBusy] = useState(false);
  const save = (remark: string) => {
    setBusy(true);
    setRemark(personId, remark)
      .then((saved) => {
        onSaved(saved);
        showToast(saved ? '备注已保存' : '备注已清除');
      })
      .catch(fail)
      .finally(() => setBusy(false));
  };
  return { busy, save };
}
