/** Who I know: my fans or the people I follow, my contact book, one user's card. */
import { IM_PATHS } from '@kickoff/shared/contracts';
import { useData } from '@kickoff/shared/data';
import { attention } from '../../../lib/following';
import { contacts, fans, userCard } from '../people-api';

export const useFollows = (which: 'fans' | 'attention') =>
  useData([which === 'fans' ? IM_PATHS.fans : IM_PATHS.attention], which === 'fans' ? fans : attention);

export const useContacts = () => useData([IM_PATHS.contacts], contacts);

/** A user's card by id; nothing is asked for id 0 (or while `ask` is false). */
export const useUserCard = (id: number, ask = true) =>
  useData(id && ask ? [IM_PATHS.card, id] : null, () => userCard(id));
