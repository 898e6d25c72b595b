/**
 * The conversation list (which also sets the tab badge), and the long-press actions on a row: pin,
 * mute, delete. Each action resolves once done and the list is asked again; it rejects with the
 * server's message.
 */
import { IM_PATHS, type ImChatList } from '@kickoff/shared/contracts';
import { useData } from '@kickoff/shared/data';
import { chatList, removeConversation, updateSettings } from '../im-api';

export function useChatList() {
  const state = useData<ImChatList>([IM_PATHS.chatList], chatList);
  const settle = (id: number, patch: { pinned?: boolean; quiet?: boolean }) =>
    updateSettings(id, patch).then(() => state.reload());
  const remove = (id: number) => removeConversation(id).then(() => state.reload());
  return { ...state, settle, remove };
}
