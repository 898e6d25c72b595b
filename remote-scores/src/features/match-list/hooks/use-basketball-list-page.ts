/** The basketball score list page's state: useListPage over the basketball rows. */
import type { BasketballListMatch } from '@kickoff/shared/contracts';
import { basketballList } from '../api';
import { useListPage } from './use-list-page';

export const useBasketballListPage = () => useListPage<BasketballListMatch>('basketball', basketballList);
