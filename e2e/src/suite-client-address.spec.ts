/**
 * Issue 26 item 1: behind the host's proxy every fan is counted by its own address. Clients here
 * connect from distinct loopback addresses (127.x.y.z, all on `lo`) to the host's origin, whose
 * proxy passes each one's address on; the API trusts that one hop and nothing a client writes.
 */
import http from 'node:http';
import { ErrorCodes } from '@kickoff/shared/contracts';
import { DEMO_PASSWORD, DEMO_PHONE, encryptPassword } from './host-helpers';
import { expect, test } from './support/fixtures';

/** A fresh loopback address for one client of this run. */
const clientAddress = (n: number) => `127.${50 + n}.${Math.floor(Math.random() * 250) + 1}.${n + 1}`;

/** POSTs a form to the host's origin from `localAddress`; returns the envelope's code. */
function postForm(
  hostUrl: string,
  path: string,
  fields: Record<string, string>,
  localAddress: string,
  headers: Record<string, string> = {},
): Promise<number | string> {
  const body = new URLSearchParams(fields).toString();
  const url = new URL(path, hostUrl);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress,
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          'Content-Length': Buffer.byteLength(body),
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => {
          try {
            resolve((JSON.parse(text) as { code: number | string }).code);
          } catch {
            reject(new Error(`HTTP ${res.statusCode}: ${text.slice(0, 200)}`));
          }
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

// each checked password is a 128 MiB scrypt hash: seconds apiece on a loaded 2-core machine
test.describe.configure({ timeout: 180_000 });

const randomPhone = (i: number) => `139${String(Date.now() % 10_000_000).padStart(7, '0')}${i % 10}`;

test('35 wrong logins through the host origin from one client leave another fan able to sign in', async ({
  hostUrl,
}) => {
  const attacker = clientAddress(1);
  const codes: Array<number | string> = [];
  for (let i = 0; i < 35; i++) {
    const phone = `13${String(700_000_000 + Math.floor(Math.random() * 99_999_999)).slice(0, 9)}`;
    codes.push(await postForm(hostUrl, '/user/login', { phone, password: encryptPassword(`wrong-${i}-x`) }, attacker));
  }
  // the attacker is stopped at its own address: a few wrong passwords, then only picture codes
  // asked for (no password checked) and the request limit
  expect(codes.slice(0, 5)).toEqual(Array(5).fill(ErrorCodes.LOGIN_FAILED));
  const stopped: Array<number | string> = [ErrorCodes.CAPTCHA_REQUIRED, ErrorCodes.RATE_LIMITED];
  expect(codes.slice(5).filter((c) => !stopped.includes(c))).toEqual([]);
  // the demo fan, another client behind the same proxy, signs in with the right password
  const fan = await postForm(
    hostUrl,
    '/user/login',
    { phone: DEMO_PHONE, password: encryptPassword(DEMO_PASSWORD) },
    clientAddress(2),
  );
  expect(fan).toBe(200);
});

test('a forged X-Forwarded-For through the host origin does not escape the limit', async ({ hostUrl }) => {
  const client = clientAddress(3);
  const codes: Array<number | string> = [];
  for (let i = 0; i < 7; i++) {
    // each request claims another address of its own; the proxy's hop names the real one
    codes.push(
      await postForm(
        hostUrl,
        '/user/login',
        { phone: randomPhone(i), password: encryptPassword('wrong-pass-x') },
        client,
        {
          'X-Forwarded-For': `203.0.113.${i + 1}`,
        },
      ),
    );
  }
  expect(codes).toEqual([
    ...Array(5).fill(ErrorCodes.LOGIN_FAILED),
    ErrorCodes.CAPTCHA_REQUIRED,
    ErrorCodes.CAPTCHA_REQUIRED,
  ]);
});
