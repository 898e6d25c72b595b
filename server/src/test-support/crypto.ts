/** Encrypts a password the way the client does (crypto-js AES-CBC, Utf8 key/iv, Base64 output). */
import CryptoJS from 'crypto-js';

export function encryptPassword(plain: string, key: string, iv: string): string {
  return CryptoJS.AES.encrypt(plain, CryptoJS.enc.Utf8.parse(key), {
    iv: CryptoJS.enc.Utf8.parse(iv),
    mode: CryptoJS.mode.CBC,
    padding: CryptoJS.pad.Pkcs7,
  }).toString();
}
