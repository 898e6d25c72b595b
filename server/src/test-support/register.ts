/** Registers a newcomer over HTTP the way the register page does, with an SMS code the test got hold of. */
import type { DynamicKey, LoginResult } from '@kickoff/shared/contracts';
import { encryptPassword } from './crypto';
import type { Reply, TestClient } from './http';

export async function registerWithCode(
  api: TestClient,
  phone: string,
  code: string,
  password = 'goal2026x',
): Promise<Reply<LoginResult>> {
  const key = (await api.get<DynamicKey>('/user/key')).body.data;
  return api.postForm<LoginResult>('/user/register', {
    phone,
    code,
    keyId: key.keyId,
    password: encryptPassword(password, key.key, key.iv),
  });
}
