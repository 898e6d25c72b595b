/** Passwords leave the browser only AES-encrypted with a fresh dynamic key (docs/product.md §5). */
import { api, loadDynamicKey } from '@kickoff/shared/api';
import { PASSWORD_MAX, PASSWORD_MIN } from '@kickoff/shared/contracts';
import { encryptPassword } from '@kickoff/shared/crypto';

/** The first problem with a new password, in Chinese, or null. */
export function weakPassword(pw: string): string | null {
  if (pw.length < PASSWORD_MIN || pw.length > PASSWORD_MAX) return `密码长度应为${PASSWORD_MIN}-${PASSWORD_MAX}位`;
  if (!/[A-Za-z]/.test(pw) || !/\d/.test(pw)) return '密码需同时包含字母和数字';
  return null;
}

/** Encrypts each password with one fresh key; `keyId` travels beside them. */
export async function encryptAll<K extends string>(
  passwords: Record<K, string>,
): Promise<Record<K, string> & { keyId?: string }> {
  const key = await loadDynamicKey({}, api).catch(() => null);
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries<string>(passwords)) out[k] = key ? encryptPassword(v, key) : encryptPassword(v);
  if (key) out.keyId = key.keyId;
  return out as Record<K, string> & { keyId?: string };
}
