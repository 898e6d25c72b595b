/** One room (null when there is no such room), refreshed every `refreshMs`, and what is done in it. */
import { useData } from '@kickoff/shared/data';
import { deleteChatLine, muteFan } from '../admin-api';
import { followAnchor, getRoom } from '../rooms-api';

export const useRoom = (roomId: number, refreshMs: number) =>
  useData(['vlive-room', roomId], () => getRoom(roomId), { refreshMs });

/** Following the room's anchor: resolves to the anchor's followers and whether I follow now. */
export const useFollowAnchor = () => followAnchor;

/** The room admin's actions: delete a line, mute a fan (minutes, 0 lifts); each resolves to whether it worked. */
export const useRoomAdmin = () => ({ deleteChatLine, muteFan });
