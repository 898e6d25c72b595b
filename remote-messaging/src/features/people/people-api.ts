/** Follows, cards, search and blocks (`/imapi/user/*`). */
import { get, post, unwrap } from '@kickoff/shared/api';
import { IM_PATHS, type ImUserCard } from '@kickoff/shared/contracts';

export const fans = () => unwrap(get<ImUserCard[]>(IM_PATHS.fans));
export const attention = () => unwrap(get<ImUserCard[]>(IM_PATHS.attention));
export const searchUsers = (q: string) => unwrap(get<ImUserCard[]>(IM_PATHS.search, { q }));
export const userCard = (id: number) => unwrap(get<ImUserCard>(IM_PATHS.card, { id }));
export const setFollow = (userId: number, on: boolean) => unwrap(post<ImUserCard>(IM_PATHS.follow, { userId, on }));
export const setBlock = (userId: number, on: boolean) => unwrap(post<ImUserCard>(IM_PATHS.block, { userId, on }));
