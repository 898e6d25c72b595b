/**
 * Groups (`/imapi/group/*`): create, list, the role-checked changes the server enforces, and joining
 * (invitations, the link, requests).
 */
import { get, post, unwrap } from '@kickoff/shared/api';
import {
  IM_PATHS,
  type ImGroupInvite,
  type ImGroupItem,
  type ImGroupLink,
  type ImGroupPreview,
  type ImJoinRequest,
  type PostBody,
} from '@kickoff/shared/contracts';

export const groupList = () => unwrap(get<ImGroupItem[]>(IM_PATHS.groupList));
export const createGroup = async (name: string, memberIds: number[]) =>
  (await unwrap(post(IM_PATHS.groupCreate, { name, memberIds }))).conversationId;

/** The group changes that answer nothing but success. */
type Change =
  | typeof IM_PATHS.groupUpdate
  | typeof IM_PATHS.groupRole
  | typeof IM_PATHS.groupMute
  | typeof IM_PATHS.groupMuteAll
  | typeof IM_PATHS.groupRemove
  | typeof IM_PATHS.groupLeave
  | typeof IM_PATHS.groupTransfer
  | typeof IM_PATHS.groupDissolve
  | typeof IM_PATHS.groupApproval
  | typeof IM_PATHS.groupReview;
const change = <P extends Change>(path: P, body: PostBody<P>) => unwrap(post<Change>(path, body));
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
  approval: (conversationId: number, on: boolean) => change(IM_PATHS.groupApproval, { conversationId, on }),
  review: (requestId: number, approve: boolean) => change(IM_PATHS.groupReview, { requestId, approve }),
};

export const invite = async (conversationId: number, userIds: number[]) =>
  (await unwrap(post(IM_PATHS.groupInvite, { conversationId, userIds }))).invited;
export const myInvites = () => unwrap(get<ImGroupInvite[]>(IM_PATHS.groupInvites));
export const answerInvite = (inviteId: number, accept: boolean) =>
  unwrap(post(IM_PATHS.groupAnswer, { inviteId, accept }));
export const groupLink = (conversationId: number) => unwrap(get<ImGroupLink>(IM_PATHS.groupLink, { conversationId }));
export const resetLink = (conversationId: number) => unwrap(post(IM_PATHS.groupLinkReset, { conversationId }));
export const previewGroup = (code: string) => unwrap(get<ImGroupPreview>(IM_PATHS.groupPreview, { code }));
export const joinByLink = (code: string) => unwrap(post(IM_PATHS.groupJoin, { code }));
export const joinRequests = (conversationId: number) =>
  unwrap(get<ImJoinRequest[]>(IM_PATHS.groupRequests, { conversationId }));
