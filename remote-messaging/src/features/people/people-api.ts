/** Follows, cards, search, blocks, remarks and the contact book (`/imapi/user/*`). */
import { get, post, unwrap } from '@kickoff/shared/api';
import { IM_PATHS, type ImContact, type ImUserCard } from '@kickoff/shared/contracts';

export const fans = () => unwrap(get<ImUserCard[]>(IM_PATHS.fans));
export const searchUsers = (q: string) => unwrap(get<ImUserCard[]>(IM_PATHS.search, { q }));
export const userCard = (id: number) => unwrap(get<ImUserCard>(IM_PATHS.card, { id }));
export const setFollow = (userId: number, on: boolean) => unwrap(post(IM_PATHS.follow, { userId, on }));
export const setBlock = (userId: number, on: boolean) => unwrap(post(IM_PATHS.block, { userId, on }));
export const contacts = () => unwrap(get<ImContact[]>(IM_PATHS.contacts));
export const setRemark = async (userId: number, remark: string) =>
  (await unwrap(post(IM_PATHS.remark, { userId, remark }))).remark;
