/** docs/product.md §5 password encryption: AES-CBC, PKCS7, Base64 output, default or server-supplied key/iv. */
import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import Core from 'crypto-js/core';
import { DEFAULT_AES_IV, DEFAULT_AES_KEY } from '../contracts/account';

export { DEFAULT_AES_IV, DEFAULT_AES_KEY };

export interface AesKey {
  /** 16, 24 or 32 ASCII characters */
  key: string;
  /** 16 ASCII characters */
  iv: string;
}

export function encryptPassword(plain: string, keyIv: AesKey = { key: DEFAULT_AES_KEY, iv: DEFAULT_AES_IV }): string {
  const key = Utf8.parse(keyIv.key);
  const iv = Utf8.parse(keyIv.iv);
  return AES.encrypt(Utf8.parse(plain), key, { iv, mode: Core.mode.CBC, padding: Core.pad.Pkcs7 }).toString();
}
