/** A category's rooms (0: all), refreshed every `refreshMs`; no call while the category is unknown (null). */
import type { LiveRoom, RoomCategory } from '@kickoff/shared/contracts/vlive';
import { useData } from '@kickoff/shared/data';
import { getRooms } from '../rooms-api';

export const useRooms = (category: RoomCategory | null, refreshMs: number) =>
  useData<LiveRoom[]>(category === null ? null : ['vlive-rooms', category], () => getRooms(category ?? 0), {
    refreshMs,
  });
