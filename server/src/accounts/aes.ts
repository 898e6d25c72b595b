import { createDecipheriv } from 'node:crypto';

/**
 * Decrypts a client-encrypted password (docs/product.md §5: AES-CBC, Base64, PKCS#7 padding — what
 * crypto-js produces with Utf8-parsed 16-character key and IV). Returns null when it does not
 * decrypt to valid UTF-8 text, so a wrong key is reported as PASSWORD_UNREADABLE, never a 500.
 */
export function decryptPassword(cipherBase64: string, key: string, iv: string): string | null {
  try {
    const data = Buffer.from(cipherBase64, 'base64');
    if (data.length === 0 || data.length % 16 !== 0) return null;
    const decipher = createDecipheriv('aes-128-cbc', Buffer.from(key, 'utf8'), Buffer.from(iv, 'utf8'));
    const plain = Buffer.concat([decipher.update(data), decipher.final()]);
    const text = new TextDecoder('utf-8', { fatal: true }).decode(plain);
    return text;
  } catch {
    return null;
  }
}
