/** Groups (`/imapi/group/*`): create, list, and the role-checked changes the server enforces. */
import { get, post, unwrap } from '@kickoff/shared/api';
import { IM_PATHS, type ImGroupItem } from '@kickoff/shared/contracts';

export const groupList = () => unwrap(get<ImGroupItem[]>(IM_PATHS.groupList));
export const createGroup = async (name: string, memberIds: number[]) =>
  (await unwrap(post<{ conversationId: number }>(IM_PATHS.groupCreate, { name, memberIds }))).conversationId;

const change = (path: string, body: object) => unwrap(post<null>(path, body));
export const groupActions = {
  rename: (conversationId: number, name: string) => change(IM_PATHS.groupUpdate, { conversationId, name }),
  notice: (conversationId: number, notice: string) => change(IM_PATHS.groupUpdate, { conversationId, notice }),
  role: (conversationId: number, userId: number, role: 'admin' | 'member') =>
    change(IM_PATHS.groupRole, { conversationId, userId, role }),
  mute: (conversationId: number, userId: number, minutes: number) =>
    change(IM_PATHS.groupMute, { conversationId, userId, minutes }),
  muteAll: (conversationId: number, on: boolean) => change(IM_PATHS.groupMuteAll, { conversationId, on }),
  remove: (conversationId: number, userId: number) => change(IM_PATHS.groupRemove, { conversationId, userId }),
  leave: (conversationId: number) => change(IM_PATHS.groupLeave, { conversationId }),
  transfer: (conversationId: number, userId: number) => change(IM_PATHS.groupTransfer, { conversationId, userId }),
  dissolve: (conversationId: number) => change(IM_PATHS.groupDissolve, { conversationId }),
};
