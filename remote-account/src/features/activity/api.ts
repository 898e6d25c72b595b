/**
 * The activity calls that change something. Guessing, check-in and the draw answer with a message the
 * fan sees on success too, so they return the envelope; the address answers its data or a Refusal.
 */
import { post } from '@kickoff/shared/api';
import { ACTIVITIES_PATHS, type DeliveryAddress, type GuessPick } from '@kickoff/shared/contracts';
import { accepted } from '../../lib/refusal';

export const sendGuess = (matchId: number, pick: GuessPick) => post(ACTIVITIES_PATHS.guess, { matchId, pick });

export const checkIn = () => post(ACTIVITIES_PATHS.checkin);

export const draw = (requestId: string) => post(ACTIVITIES_PATHS.draw, { requestId });

export const saveAddress = (address: DeliveryAddress) => accepted(post(ACTIVITIES_PATHS.address, address), '保存失败');
