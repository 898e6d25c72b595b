/** The pure pieces of accounts: password decryption, hashing, ID checks, image sniffing. */
import { createHash } from 'node:crypto';
import { decryptPassword } from './aes';
import { hashPassword, verifyPassword } from './password-hash';
import { isValidIdCard, maskName } from './id-card';
import { imageMime } from './image-type';
import { tokenHash } from '../auth/sessions';
import { maskPhone } from './users';
import { DEFAULT_AES_IV, DEFAULT_AES_KEY } from '@kickoff/shared/contracts';
import { encryptPassword } from '../test-support/crypto';

test('the default key and IV are 16 ASCII characters (AES-128)', () => {
  expect(DEFAULT_AES_KEY).toMatch(/^[\x20-\x7e]{16}$/);
  expect(DEFAULT_AES_IV).toMatch(/^[\x20-\x7e]{16}$/);
});

test('decrypts what crypto-js encrypts; a wrong key or garbage gives null, not an exception', () => {
  const c = encryptPassword('密码kickoff123', DEFAULT_AES_KEY, DEFAULT_AES_IV);
  expect(decryptPassword(c, DEFAULT_AES_KEY, DEFAULT_AES_IV)).toBe('密码kickoff123');
  expect(decryptPassword(c, 'AAAAAAAAAAAAAAAA', DEFAULT_AES_IV)).not.toBe('密码kickoff123');
  expect(decryptPassword('not base64!!', DEFAULT_AES_KEY, DEFAULT_AES_IV)).toBeNull();
  expect(decryptPassword('QUJD', DEFAULT_AES_KEY, DEFAULT_AES_IV)).toBeNull();
});

test('passwords are stored as scrypt N=2^17 with a random salt and verify only with the right password', async () => {
  const a = await hashPassword('kickoff123');
  const b = await hashPassword('kickoff123');
  expect(a).toMatch(/^scrypt\$17\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
  expect(a).not.toBe(b);
  expect(a).not.toContain('kickoff123');
  expect(await verifyPassword('kickoff123', a)).toBe(true);
  expect(await verifyPassword('kickoff124', a)).toBe(false);
  expect(await verifyPassword('kickoff123', 'md5$whatever')).toBe(false);
}, 20_000);

test('tokens are stored as their sha256', () => {
  expect(tokenHash('abc')).toBe(createHash('sha256').update('abc').digest('hex'));
});

test('ID number check digit and masking', () => {
  expect(isValidIdCard('11010519491231002X')).toBe(true);
  expect(isValidIdCard('110105194912310021')).toBe(false);
  expect(isValidIdCard('1101051949123100')).toBe(false);
  expect(maskName('王小明')).toBe('王**');
  expect(maskPhone('13800000000')).toBe('138****0000');
});

test('portrait formats are recognised by content, not by name', () => {
  expect(imageMime(Buffer.from('89504e470d0a1a0a00', 'hex'))).toBe('image/png');
  expect(imageMime(Buffer.from('ffd8ffe000', 'hex'))).toBe('image/jpeg');
  expect(imageMime(Buffer.from('GIF89a'))).toBe('image/gif');
  expect(imageMime(Buffer.from('RIFF0000WEBPVP8 '))).toBe('image/webp');
  expect(imageMime(Buffer.from('<svg onload=alert(1)>'))).toBeNull();
});
