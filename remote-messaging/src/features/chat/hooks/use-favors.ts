/** 收藏: saving a message from a chat, the saved list, and taking one off it (the list follows at once). */
import { IM_PATHS } from '@kickoff/shared/contracts';
import { useData } from '@kickoff/shared/data';
import { showToast } from '@kickoff/shared/ui';
import { addFavor, favorList, removeFavor } from '../im-api';

/** Saves a message; the outcome is a toast. */
export const saveFavor = (conversationId: number, seq: number) =>
  addFavor(conversationId, seq).then(
    () => showToast('已收藏'),
    (e: Error) => showToast(e.message),
  );

export function useFavors() {
  const state = useData([IM_PATHS.favorList], favorList);
  const remove = (messageId: number) =>
    removeFavor(messageId).then(
      () => {
        state.setData((list) => list.filter((f) => f.messageId !== messageId));
        showToast('已取消收藏');
      },
      (e: Error) => showToast(e.message),
    );
  return { ...state, remove };
}
