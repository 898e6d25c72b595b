/** The releases desk's calls to the staff API (checked again on the server, audited). */
import { get, post } from '@kickoff/shared/api';
import { STAFF_RELEASE_PATHS, type StaffReleases, type PostBody } from '@kickoff/shared/contracts';

type GetParams = Parameters<typeof get>[1];

export const startCanary = (body: PostBody<typeof STAFF_RELEASE_PATHS.canary>) =>
  post(STAFF_RELEASE_PATHS.canary, body);
export const pinVersion = (body: PostBody<typeof STAFF_RELEASE_PATHS.set>) => post(STAFF_RELEASE_PATHS.set, body);
export const rollBack = (body: PostBody<typeof STAFF_RELEASE_PATHS.rollback>) =>
  post(STAFF_RELEASE_PATHS.rollback, body);
export const fetchReleases = (params?: GetParams) => get<StaffReleases>(STAFF_RELEASE_PATHS.releases, params);
/** Ends a canary: its version becomes the pin (promote), or the stable one stays (abort). */
export const endCanary = (promote: boolean, body: PostBody<typeof STAFF_RELEASE_PATHS.promote>) =>
  post(promote ? STAFF_RELEASE_PATHS.promote : STAFF_RELEASE_PATHS.abort, body);
