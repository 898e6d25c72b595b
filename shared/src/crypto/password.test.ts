import { createDecipheriv } from 'node:crypto';
import { DEFAULT_AES_IV, DEFAULT_AES_KEY, encryptPassword } from './password';

function nodeDecrypt(b64: string, key: string, iv: string): string {
  const algo = `aes-${key.length * 8}-cbc`;
  const d = createDecipheriv(algo, Buffer.from(key, 'utf8'), Buffer.from(iv, 'utf8'));
  return Buffer.concat([d.update(Buffer.from(b64, 'base64')), d.final()]).toString('utf8');
}

describe('encryptPassword', () => {
  it('uses 16-character default key and iv', () => {
    expect(DEFAULT_AES_KEY).toHaveLength(16);
    expect(DEFAULT_AES_IV).toHaveLength(16);
  });

  it('round-trips through Node crypto with the default key/iv', () => {
    const out = encryptPassword('kickoff123');
    expect(out).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    expect(Buffer.from(out, 'base64')).toHaveLength(16);
    expect(nodeDecrypt(out, DEFAULT_AES_KEY, DEFAULT_AES_IV)).toBe('kickoff123');
  });

  it('round-trips with a server-supplied key/iv, including multi-block UTF-8', () => {
    const key = { key: 'abcdefghijklmnop', iv: '0123456789abcdef' };
    const plain = '密码-password-超过十六字节的口令';
    const out = encryptPassword(plain, key);
    expect(nodeDecrypt(out, key.key, key.iv)).toBe(plain);
    expect(out).not.toBe(encryptPassword(plain));
  });

  it('pads a 16-byte password with a full PKCS7 block', () => {
    expect(Buffer.from(encryptPassword('1234567890abcdef'), 'base64')).toHaveLength(32);
  });
});
