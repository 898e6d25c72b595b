/** What the running page is composed of (remotes, versions, shared singletons), read once per visit. */
import { useData } from '@kickoff/shared/data';
import { readComposition } from '../composition';

export const useComposition = () => useData(['message-version'], readComposition);
