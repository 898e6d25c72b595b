/**
 * One conversation's info (members, roles, mutes) by id: the chat shows it above the thread, the
 * group's 群聊详情 manages it. Kept here, below both features.
 */
import { get, unwrap } from '@kickoff/shared/api';
import { IM_PATHS, type ImConversationInfo } from '@kickoff/shared/contracts';
import { useData } from '@kickoff/shared/data';

const conversationInfo = (conversationId: number) => unwrap(get<ImConversationInfo>(IM_PATHS.info, { conversationId }));

export const useConversationInfo = (id: number) =>
  useData<ImConversationInfo>(id ? [IM_PATHS.info, id] : null, () => conversationInfo(id));
