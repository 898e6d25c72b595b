/**
 * The SMS provider layer: the console provider's one line, the choice by SMS_PROVIDER (production
 * refuses to start without one), failures logged for ops, and — through the real server as
 * `npm start` runs it — a newcomer registers with the code printed on the server's terminal, which
 * no HTTP answer carries.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ErrorCodes } from '@kickoff/shared/contracts';
import { loadConfig } from '../config';
import type { Db } from '../db/index';
import { testDatabase, type TestDatabase } from '../test-support/db';
import { client } from '../test-support/http';
import { registerWithCode } from '../test-support/register';
import { printed, startServer, type RunningServer } from '../test-support/server';
import { consoleProvider, smsProviderFor, type SmsLog } from './sms-provider';
import { readSmsSettings } from './sms-settings';

describe('the console provider', () => {
  it('prints one line with the phone, the purpose and the code', async () => {
    const lines: string[] = [];
    const provider = consoleProvider((text) => lines.push(text));
    await provider.send({ phone: '13912345678', code: '048213', purpose: 'register', minutes: 10 });
    await provider.send({ phone: '13912345678', code: '771002', purpose: 'deregister', minutes: 10 });
    expect(lines).toEqual([
      '[短信] 13912345678 注册验证码 048213（10分钟内有效；本地演示，未发出真实短信）\n',
      '[短信] 13912345678 注销账号验证码 771002（10分钟内有效；本地演示，未发出真实短信）\n',
    ]);
  });

  it("writes to the process's standard output: the terminal that runs the server", async () => {
    const write = jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
    try {
      await consoleProvider().send({ phone: '13912345679', code: '300114', purpose: 'password', minutes: 10 });
      expect(write).toHaveBeenCalledWith(
        '[短信] 13912345679 修改密码验证码 300114（10分钟内有效；本地演示，未发出真实短信）\n',
      );
    } finally {
      write.mockRestore();
    }
  });
});

describe('choosing the provider (SMS_PROVIDER)', () => {
  it('refuses a production start without one, naming the setting', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/^SMS_PROVIDER is not set: with NODE_ENV=production/);
    expect(loadConfig({ NODE_ENV: 'production', SMS_PROVIDER: 'console' }).sms).toEqual({ provider: 'console' });
  });

  it('prints codes outside production by default; the webhook URL alone still picks the webhook', () => {
    expect(readSmsSettings({}, 'development')).toEqual({ provider: 'console' });
    expect(readSmsSettings({ SMS_WEBHOOK_URL: 'http://gw/sms' }, 'production')).toEqual({
      provider: 'webhook',
      url: 'http://gw/sms',
    });
  });

  it('names what is missing or wrong', () => {
    expect(() => readSmsSettings({ SMS_PROVIDER: 'twilio' }, 'production')).toThrow(
      'SMS_PROVIDER must be one of console, webhook, aliyun, tencent, not twilio',
    );
    expect(() => readSmsSettings({ SMS_PROVIDER: 'webhook' }, 'production')).toThrow(
      'SMS_PROVIDER=webhook needs SMS_WEBHOOK_URL',
    );
    expect(() =>
      readSmsSettings(
        { SMS_PROVIDER: 'aliyun', ALIBABA_CLOUD_ACCESS_KEY_ID: 'id', ALIBABA_CLOUD_ACCESS_KEY_SECRET: 's' },
        'x',
      ),
    ).toThrow('SMS_PROVIDER=aliyun needs ALIYUN_SMS_SIGN_NAME, ALIYUN_SMS_TEMPLATE_CODE');
    expect(() => readSmsSettings({ SMS_PROVIDER: 'tencent' }, 'x')).toThrow(
      'SMS_PROVIDER=tencent needs TENCENTCLOUD_SECRET_ID, TENCENTCLOUD_SECRET_KEY, TENCENT_SMS_SDK_APP_ID, ' +
        'TENCENT_SMS_SIGN_NAME, TENCENT_SMS_TEMPLATE_ID',
    );
  });

  it('takes one template for every purpose, or one of its own for a purpose', () => {
    const aliyun = readSmsSettings(
      {
        SMS_PROVIDER: 'aliyun',
        ALIBABA_CLOUD_ACCESS_KEY_ID: 'id',
        ALIBABA_CLOUD_ACCESS_KEY_SECRET: 'secret',
        ALIYUN_SMS_SIGN_NAME: '开球直播',
        ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
        ALIYUN_SMS_TEMPLATE_CODE_DEREGISTER: 'SMS_2',
      },
      'production',
    );
    expect(aliyun).toMatchObject({
      templates: { register: 'SMS_1', login: 'SMS_1', password: 'SMS_1', deregister: 'SMS_2' },
      endpoint: 'https://dysmsapi.aliyuncs.com',
    });
    const tencent = {
      SMS_PROVIDER: 'tencent',
      TENCENTCLOUD_SECRET_ID: 'id',
      TENCENTCLOUD_SECRET_KEY: 'key',
      TENCENT_SMS_SDK_APP_ID: '1400000001',
      TENCENT_SMS_SIGN_NAME: '开球直播',
      TENCENT_SMS_TEMPLATE_ID: '100',
    };
    expect(readSmsSettings(tencent, 'production')).toMatchObject({
      templateParams: ['code'],
      region: 'ap-guangzhou',
      endpoint: 'https://sms.tencentcloudapi.com',
    });
    expect(readSmsSettings({ ...tencent, TENCENT_SMS_TEMPLATE_PARAMS: 'code,minutes' }, 'production')).toMatchObject({
      templateParams: ['code', 'minutes'],
    });
    expect(() => readSmsSettings({ ...tencent, TENCENT_SMS_TEMPLATE_PARAMS: 'minutes' }, 'production')).toThrow(
      'TENCENT_SMS_TEMPLATE_PARAMS',
    );
    expect(() => readSmsSettings({ ...tencent, TENCENT_SMS_ENDPOINT: 'sms.local' }, 'production')).toThrow(
      'TENCENT_SMS_ENDPOINT must be a URL',
    );
  });

  it('logs a failed send for ops and fails with the fan’s code', async () => {
    const gateway = createServer((_req, res) => res.writeHead(502).end());
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/sms`;
    const logged: Array<[string, object, string]> = [];
    const log: SmsLog = {
      warn: (details, message) => logged.push(['warn', details, message]),
      error: (details, message) => logged.push(['error', details, message]),
    };
    try {
      const config = { ...loadConfig({ NODE_ENV: 'production', SMS_PROVIDER: 'webhook', SMS_WEBHOOK_URL: url }) };
      const provider = await smsProviderFor(config, {} as Db, log);
      await expect(
        provider.send({ phone: '13912345670', code: '123456', purpose: 'login', minutes: 10 }),
      ).rejects.toMatchObject({ code: ErrorCodes.SMS_UNAVAILABLE });
      expect(logged).toEqual([
        [
          'error',
          { sms: expect.objectContaining({ provider: 'webhook', phone: '139****5670', purpose: 'login' }) },
          expect.stringContaining('SMS gateway answered HTTP 502'),
        ],
      ]);
      expect(JSON.stringify(logged)).not.toContain('123456');
    } finally {
      await new Promise((resolve) => gateway.close(resolve));
    }
  });
});

describe('as `npm start` runs the server (NODE_ENV=production, SMS_PROVIDER=console)', () => {
  let database: TestDatabase;
  let server: RunningServer;
  beforeAll(async () => {
    database = await testDatabase();
    server = await startServer(39251, {
      ...database.env,
      NODE_ENV: 'production',
      SMS_PROVIDER: 'console',
      LOG_LEVEL: 'warn',
      // no demo world: the newcomer below is all this reads
      SEED_DEMO: '0',
    });
  }, 150_000);
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it('a newcomer registers with the code printed on the terminal; no answer carries it', async () => {
    const api = client(server.url);
    const phone = '13912340077';
    const sent = await api.postJson('/inform/send/code', { phone, type: 'register' });
    expect(sent.body).toMatchObject({ code: 200, data: { resendIn: 60, expiresIn: 600 } });

    await printed(server, `[短信] ${phone} 注册验证码`);
    const line = server
      .output()
      .split('\n')
      .find((l) => l.startsWith(`[短信] ${phone} 注册验证码`));
    const code = /验证码 (\d{6})（/.exec(line ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(JSON.stringify(sent.body)).not.toContain(code!);
    expect((await api.get(`/dev/sms/outbox?phone=${phone}`)).status).toBe(404);

    const registered = await registerWithCode(api, phone, code!);
    expect(registered.body.code).toBe(200);
    expect(registered.body.data.userInfo.phone).toBe('139****0077');
  }, 90_000);

  it('does not start in production without a provider, and says which setting to set', async () => {
    await expect(startServer(39252, { NODE_ENV: 'production', LOG_LEVEL: 'warn' })).rejects.toThrow(
      'kickoff server failed to start: SMS_PROVIDER is not set',
    );
  });
});
