/** The football score list page's state: useListPage over the football rows. */
import type { FootballListMatch } from '@kickoff/shared/contracts';
import { footballList } from '../api';
import { useListPage } from './use-list-page';

export const useFootballListPage = () => useListPage<FootballListMatch>('football', footballList);
