/** Where a room's video is (shapes in @kickoff/shared/contracts vlive.ts). */
import { get } from '@kickoff/shared/api';
import { ErrorCodes, SUCCESS } from '@kickoff/shared/contracts';
import { VLIVE_PATHS, type RoomStream } from '@kickoff/shared/contracts/vlive';

/** Where the room's video (or its replay `replay`) is; null for code 20001 (no video now: docs/product.md §8). */
export async function getStream(id: number, replay: number | null = null): Promise<RoomStream | null> {
  const env = await get<RoomStream>(VLIVE_PATHS.stream, replay ? { id, replay } : { id });
  if (env.code === ErrorCodes.VIDEO_NONE) return null;
  if (env.code !== SUCCESS) throw new Error(env.msg || '加载失败');
  return env.data;
}
