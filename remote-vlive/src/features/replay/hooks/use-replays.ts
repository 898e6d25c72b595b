/** The replays to watch again. */
import type { ReplayRow } from '@kickoff/shared/contracts/vlive';
import { useData } from '@kickoff/shared/data';
import { getReplays } from '../replay-api';

export const useReplays = () => useData<ReplayRow[]>(['vlive-replays'], getReplays);
