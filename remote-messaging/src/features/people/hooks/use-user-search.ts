/** 找人 by nickname or id: the people found (null before a search), busy while asking. */
import { useState } from 'react';
import type { ImUserCard } from '@kickoff/shared/contracts';
import { showToast } from '@kickoff/shared/ui';
import { searchUsers } from '../people-api';

export function useUserSearch() {
  const [found, setFound] = useState<ImUserCard[] | null>(null);
  const [busy, setBusy] = useState(false);
  const search = (q: string) => {
    setBusy(true);
    searchUsers(q)
      .then(setFound, (err: Error) => showToast(err.message))
      .finally(() => setBusy(false));
  };
  return { found, busy, search };
}
