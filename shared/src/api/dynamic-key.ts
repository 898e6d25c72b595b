/** docs/product.md §7 "password-iv": fetch a per-session key/iv (`GET /user/key`) and keep it in the user store. */
import type { DynamicKey } from '../contracts/account';
import { SUCCESS } from '../contracts/envelope';
import { useUserStore } from '../stores/user';
import { api, type ApiClient } from './client';

const DYNAMIC_KEY_PATH = '/user/key';

/** Returns the key when the server answered 200 (and stores it as `iv`), else null. */
export async function loadDynamicKey(
  params: Record<string, string> = {},
  client: ApiClient = api,
): Promise<DynamicKey | null> {
  const res = await client.get<DynamicKey>(DYNAMIC_KEY_PATH, params);
  if (res.code !== SUCCESS) return null;
  useUserStore.getState().setIv(res.data);
  return res.data;
}
