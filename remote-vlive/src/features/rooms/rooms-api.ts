/** The room calls (shapes in @kickoff/shared/contracts vlive.ts). */
import { get, post, unwrap } from '@kickoff/shared/api';
import { ErrorCodes, SUCCESS } from '@kickoff/shared/contracts';
import {
  VLIVE_PATHS,
  type StreamKeyIssued,
  type LiveRoom,
  type RoomCategory,
  type RoomDetail,
} from '@kickoff/shared/contracts/vlive';

export function getRooms(category: RoomCategory): Promise<LiveRoom[]> {
  return unwrap(get<LiveRoom[]>(VLIVE_PATHS.rooms, { category }));
}

/** The room, or null when there is no such room. */
export async function getRoom(id: number): Promise<RoomDetail | null> {
  const env = await get<RoomDetail>(VLIVE_PATHS.room, { id });
  if (env.code === ErrorCodes.NOT_FOUND) return null;
  if (env.code !== SUCCESS) throw new Error(env.msg || '加载失败');
  return env.data;
}

/** The anchor's new stream key for their room (the old one stops working). */
export function newStreamKey(id: number): Promise<StreamKeyIssued> {
  return unwrap(post(VLIVE_PATHS.streamKey, { id }));
}

export function followAnchor(anchorId: number, follow: boolean): Promise<{ followers: number; following: boolean }> {
  return unwrap(post(VLIVE_PATHS.follow, { anchorId, follow: follow ? 1 : 0 }));
}
