/** The room admin's calls: mute a fan (minutes, 0 lifts) and delete a line. */
import { post } from '@kickoff/shared/api';
import { SUCCESS } from '@kickoff/shared/contracts';
import { VLIVE_PATHS } from '@kickoff/shared/contracts/vlive';

export async function muteFan(roomId: number, userId: number, minutes: number): Promise<boolean> {
  return (await post(VLIVE_PATHS.mute, { roomId, userId, minutes })).code === SUCCESS;
}

export async function deleteChatLine(roomId: number, id: number): Promise<boolean> {
  return (await post(VLIVE_PATHS.deleteLine, { roomId, id })).code === SUCCESS;
}
