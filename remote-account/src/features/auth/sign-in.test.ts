/** @jest-environment jsdom */
/**
 * signOut over real HTTP: a fan signing out on purpose lands where they were going, even when another
 * call of theirs is refused first.
 */
import { answerOk, answerRefused, startStubApi, type StubApi } from '@kickoff/shared/testing';
import { apiEvents, get } from '@kickoff/shared/api';
import { ACCOUNT_PATHS, ErrorCodes } from '@kickoff/shared/contracts';
import { clearSession, useAuthStore, useLeavingStore } from '@kickoff/shared/stores';
import { signOut } from './sign-in';

let api: StubApi;
let revoked = false;
let answerLogout: (() => void) | null = null;
beforeAll(async () => {
  api = await startStubApi(({ path }) => {
    if (path === ACCOUNT_PATHS.logout) {
      // the token is revoked at once; the answer is held until the test lets it go
      revoked = true;
      return new Promise((resolve) => (answerLogout = () => resolve(answerOk(null))));
    }
    return revoked ? answerRefused(ErrorCodes.NO_TOKEN, '请先登录') : answerOk({});
  });
});
afterAll(() => api.close());

test('a call refused while the sign-out is under way still lands the fan on the page they chose, not 登录', async () => {
  // as the host wires it: a refused token ends the session
  const off = apiEvents.on('logout', () => clearSession());
  useAuthStore.getState().setAuth('tok-7');
  const out = signOut('/user');
  await new Promise<void>((resolve) => {
    const wait = () => (answerLogout ? resolve() : setTimeout(wait, 5));
    wait();
  });
  // another of the fan's calls reaches the server after the revocation, and its answer comes first
  expect((await get(ACCOUNT_PATHS.centerInfo)).code).toBe(ErrorCodes.NO_TOKEN);
  expect(useAuthStore.getState().token).toBe('');
  expect(useLeavingStore.getState().to).toBe('/user');
  answerLogout!();
  await out;
  expect(useLeavingStore.getState().to).toBe('/user');
  off();
});
