/**
 * The people I follow: the people feature lists them, the groups feature invites from them (creating a
 * group, 邀请好友). Kept here, below both, since features never import each other.
 */
import { get, unwrap } from '@kickoff/shared/api';
import { IM_PATHS, type ImUserCard } from '@kickoff/shared/contracts';
import { useData } from '@kickoff/shared/data';

export const attention = () => unwrap(get<ImUserCard[]>(IM_PATHS.attention));

export const useFollowing = () => useData([IM_PATHS.attention], attention);
