/** The rooms desk's calls to the staff API (checked again on the server, audited). */
import { get, post } from '@kickoff/shared/api';
import { STAFF_PATHS, type StaffRoom, type PostBody } from '@kickoff/shared/contracts';

export const fetchRooms = () => get<StaffRoom[]>(STAFF_PATHS.rooms);
export const createRoom = (body: PostBody<typeof STAFF_PATHS.createRoom>) => post(STAFF_PATHS.createRoom, body);
export const updateRoom = (body: PostBody<typeof STAFF_PATHS.updateRoom>) => post(STAFF_PATHS.updateRoom, body);
export const rotateStreamKey = (body: PostBody<typeof STAFF_PATHS.rotateStreamKey>) =>
  post(STAFF_PATHS.rotateStreamKey, body);
export const closeRoom = (body: PostBody<typeof STAFF_PATHS.closeRoom>) => post(STAFF_PATHS.closeRoom, body);
