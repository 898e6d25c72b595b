/**
 * Alibaba Cloud SMS through its official SDK, against a local stand-in for SendSms that checks the
 * ACS3-HMAC-SHA256 signature, the sign name, the template and its parameters, the number and the
 * per-number flow control as Alibaba does: each of its refusals reaches the caller as the fan's
 * code and is logged for ops; through the real server a newcomer registers with the code it carried.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ErrorCodes } from '@kickoff/shared/contracts';
import { loadConfig } from '../config';
import type { Db } from '../db/index';
import { startFakeAliyunSms, type FakeAliyunSms } from '../test-support/fake-aliyun-sms';
import { testDatabase, type TestDatabase } from '../test-support/db';
import { client } from '../test-support/http';
import { registerWithCode } from '../test-support/register';
import { printed, startServer, type RunningServer } from '../test-support/server';
import { smsProviderFor, type SmsMessage, type SmsProvider } from './sms-provider';

const KEY_ID = 'LTAI5tKickoffStandIn';
const SECRET = 'kickoff-stand-in-secret';
const SIGN = '开球直播';

let vendor: FakeAliyunSms;
const logged: Array<{ level: string; details: { sms?: Record<string, unknown> }; message: string }> = [];

beforeAll(async () => {
  vendor = await startFakeAliyunSms({
    keys: { [KEY_ID]: SECRET },
    signNames: [SIGN],
    templates: { SMS_480001: ['code'], SMS_480002: ['code'] },
  });
});
afterAll(async () => {
  await vendor?.close();
});

function env(extra: Record<string, string> = {}): Record<string, string> {
  return {
    NODE_ENV: 'production',
    SMS_PROVIDER: 'aliyun',
    ALIBABA_CLOUD_ACCESS_KEY_ID: KEY_ID,
    ALIBABA_CLOUD_ACCESS_KEY_SECRET: SECRET,
    ALIYUN_SMS_SIGN_NAME: SIGN,
    ALIYUN_SMS_TEMPLATE_CODE: 'SMS_480001',
    ALIYUN_SMS_TEMPLATE_CODE_DEREGISTER: 'SMS_480002',
    ALIYUN_SMS_ENDPOINT: vendor.url,
    ...extra,
  };
}

/** The provider as the server builds it from its environment, logging into `logged`. */
function provider(extra: Record<string, string> = {}): Promise<SmsProvider> {
  return smsProviderFor(loadConfig(env(extra)), {} as Db, {
    warn: (details, message) => logged.push({ level: 'warn', details, message }),
    error: (details, message) => logged.push({ level: 'error', details, message }),
  });
}

const message = (phone: string, purpose: SmsMessage['purpose'] = 'register'): SmsMessage => ({
  phone,
  code: '482913',
  purpose,
  minutes: 10,
});

/** The failure a send ends in (the test fails if it was accepted). */
async function failure(send: Promise<void>): Promise<unknown> {
  return send.then(
    () => {
      throw new Error('the stand-in accepted the text');
    },
    (err: unknown) => err,
  );
}

it("sends the code with the sign name, the purpose's template and {code}, signed as Alibaba checks", async () => {
  const sms = await provider();
  await sms.send(message('13912340001'));
  await sms.send(message('13912340002', 'deregister'));
  expect(vendor.delivered).toEqual([
    { phone: '13912340001', signName: SIGN, templateCode: 'SMS_480001', params: { code: '482913' } },
    { phone: '13912340002', signName: SIGN, templateCode: 'SMS_480002', params: { code: '482913' } },
  ]);
  expect(vendor.answers.map((a) => [a.status, a.body.Code])).toEqual([
    [200, 'OK'],
    [200, 'OK'],
  ]);
  expect(logged).toEqual([]);
});

it('a wrong secret fails the signature at the stand-in: refused, logged as an error', async () => {
  logged.length = 0;
  const err = await failure(
    (await provider({ ALIBABA_CLOUD_ACCESS_KEY_SECRET: 'not-the-secret' })).send(message('13912340003')),
  );
  expect(vendor.answers.at(-1)).toMatchObject({ status: 400, body: { Code: 'SignatureDoesNotMatch' } });
  expect(err).toMatchObject({ code: ErrorCodes.SMS_REFUSED, vendorCode: 'SignatureDoesNotMatch' });
  expect(logged).toEqual([
    {
      level: 'error',
      details: { sms: expect.objectContaining({ provider: 'aliyun', vendorCode: 'SignatureDoesNotMatch' }) },
      message: expect.stringContaining('check the keys, sign name, template ids and balance'),
    },
  ]);
});

it("a second code to one number within a minute meets Alibaba's flow control: the fan is told to wait", async () => {
  logged.length = 0;
  const sms = await provider();
  await sms.send(message('13912340004'));
  const err = await failure(sms.send(message('13912340004', 'login')));
  expect(vendor.answers.at(-1)).toMatchObject({ status: 200, body: { Code: 'isv.BUSINESS_LIMIT_CONTROL' } });
  expect(err).toMatchObject({
    code: ErrorCodes.SMS_PHONE_LIMITED,
    vendorCode: 'isv.BUSINESS_LIMIT_CONTROL',
    requestId: vendor.answers.at(-1)!.body.RequestId,
  });
  expect(logged).toMatchObject([
    { level: 'warn', details: { sms: { vendorCode: 'isv.BUSINESS_LIMIT_CONTROL', phone: '139****0004' } } },
  ]);
});

it('a number no carrier has: the fan is told to check it', async () => {
  const err = await failure((await provider()).send(message('15400000001')));
  expect(vendor.answers.at(-1)!.body.Code).toBe('isv.MOBILE_NUMBER_ILLEGAL');
  expect(err).toMatchObject({ code: ErrorCodes.SMS_PHONE_INVALID, vendorCode: 'isv.MOBILE_NUMBER_ILLEGAL' });
});

it('a template or a sign name not approved: refused, for ops to fix', async () => {
  const template = await failure(
    (await provider({ ALIYUN_SMS_TEMPLATE_CODE: 'SMS_999999' })).send(message('13912340005')),
  );
  expect(template).toMatchObject({ code: ErrorCodes.SMS_REFUSED, vendorCode: 'isv.SMS_TEMPLATE_ILLEGAL' });
  const sign = await failure((await provider({ ALIYUN_SMS_SIGN_NAME: '未审核签名' })).send(message('13912340006')));
  expect(sign).toMatchObject({ code: ErrorCodes.SMS_REFUSED, vendorCode: 'isv.SMS_SIGNATURE_ILLEGAL' });
  expect(vendor.delivered.map((d) => d.phone)).not.toContain('13912340005');
});

it('an endpoint that does not answer: unavailable', async () => {
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const port = (closed.address() as AddressInfo).port;
  await new Promise((resolve) => closed.close(resolve));
  const err = await failure(
    (await provider({ ALIYUN_SMS_ENDPOINT: `http://127.0.0.1:${port}` })).send(message('13912340007')),
  );
  expect(err).toMatchObject({ code: ErrorCodes.SMS_UNAVAILABLE });
});

describe('through the server (SMS_PROVIDER=aliyun)', () => {
  let database: TestDatabase;
  let server: RunningServer;
  beforeAll(async () => {
    database = await testDatabase();
    // no demo world (production on PostgreSQL seeds none either): the newcomers below are all this reads
    server = await startServer(39253, { ...database.env, ...env(), LOG_LEVEL: 'warn', SEED_DEMO: '0' });
  }, 150_000);
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it('a newcomer registers with the code Alibaba carried', async () => {
    const api = client(server.url);
    const phone = '13912340010';
    const sent = await api.postJson('/inform/send/code', { phone, type: 'register' });
    expect(sent.body.code).toBe(200);
    const delivery = vendor.delivered.find((d) => d.phone === phone);
    expect(delivery?.templateCode).toBe('SMS_480001');
    expect((await registerWithCode(api, phone, delivery!.params.code!)).body.code).toBe(200);
  }, 90_000);

  it("Alibaba's refusal reaches the fan in Chinese and the log names it for ops", async () => {
    const api = client(server.url);
    const sent = await api.postJson('/inform/send/code', { phone: '15400000002', type: 'register' });
    expect(sent.body).toEqual({
      code: ErrorCodes.SMS_PHONE_INVALID,
      data: null,
      msg: '该手机号无法接收短信，请核对号码后重试',
    });
    await printed(server, 'isv.MOBILE_NUMBER_ILLEGAL');
    expect(server.output()).toContain('154****0002');
  });
});
