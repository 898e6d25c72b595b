/**
 * SMS in production: codes go to the configured gateway over real HTTP, the dev outbox is not served,
 * and a send the gateway refuses stores nothing (the fan can ask again at once).
 */
import { createServer, type Server } from 'node:http';
import { ErrorCodes, type LoginResult } from '@kickoff/shared/contracts';
import { client, type TestClient } from '../test-support/http';
import { startServer, type RunningServer } from '../test-support/server';

const GATEWAY_PORT = 39231;
const SERVER_PORT = 39232;
const DEMO_PHONE = '13800000000';

let gateway: Server;
let received: Array<{ phone: string; text: string }> = [];
let gatewayStatus = 200;
let server: RunningServer;
let api: TestClient;

beforeAll(async () => {
  gateway = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      if (gatewayStatus === 200) received.push(JSON.parse(body) as { phone: string; text: string });
      res.writeHead(gatewayStatus).end();
    });
  });
  await new Promise<void>((resolve) => gateway.listen(GATEWAY_PORT, '127.0.0.1', resolve));
  // on the embedded database whatever the run (the gateway is the subject): production on
  // PostgreSQL seeds no account at all, and this test signs the demo fan in
  server = await startServer(SERVER_PORT, {
    NODE_ENV: 'production',
    SEED_DEMO: '1',
    LOG_LEVEL: 'warn',
    SMS_WEBHOOK_URL: `http://127.0.0.1:${GATEWAY_PORT}/sms`,
  });
  api = client(server.url);
}, 150_000);

afterAll(async () => {
  await server?.stop();
  await new Promise((resolve) => gateway?.close(resolve));
});

it('sends the code through the gateway, and the code it carried signs the fan in', async () => {
  const sent = await api.postJson('/inform/send/code', { phone: DEMO_PHONE, type: 'login' });
  expect(sent.body).toMatchObject({ code: 200, data: { resendIn: 60, expiresIn: 600 } });
  expect(received).toHaveLength(1);
  expect(received[0]!.phone).toBe(DEMO_PHONE);
  const code = /验证码是(\d{6})/.exec(received[0]!.text)?.[1];
  expect(code).toMatch(/^\d{6}$/);

  const login = await api.postForm<LoginResult>('/user/login', { phone: DEMO_PHONE, code: code! });
  expect(login.body.code).toBe(200);
  expect(login.body.data.userInfo.nickName).toBe('球迷小王');
});

it('does not serve the development outbox', async () => {
  const outbox = await api.get(`/dev/sms/outbox?phone=${DEMO_PHONE}`);
  expect(outbox.status).toBe(404);
});

it('refuses clearly when the gateway fails, and keeps no code that was never delivered', async () => {
  received = [];
  gatewayStatus = 502;
  const phone = '13900000001';
  const register = () => api.postJson('/inform/send/code', { phone, type: 'register' });
  const failed = await register();
  expect(failed.body).toEqual({ code: ErrorCodes.SMS_UNAVAILABLE, data: null, msg: '短信服务暂不可用，请稍后再试' });
  expect(received).toHaveLength(0);

  // had the undelivered code been kept, the one-a-minute limit would refuse this
  gatewayStatus = 200;
  const again = await register();
  expect(again.body.code).toBe(200);
  expect(received).toHaveLength(1);
});
