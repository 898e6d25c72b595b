/**
 * The SMS provider interface and the choice among them (DESIGN.md "Providers"): the console for the
 * local demo (codes printed on the server's terminal, never served), a JSON webhook, Alibaba Cloud SMS
 * and Tencent Cloud SMS (sms-aliyun.ts, sms-tencent.ts), chosen by SMS_PROVIDER (sms-settings.ts).
 * Every failure leaves as an SmsSendError carrying the fan's error code, and is logged for ops here.
 */
import { ErrorCodes, type SmsPurpose } from '@kickoff/shared/contracts';
import type { Config } from '../config';
import type { Db } from '../db/index';
import type { SmsSettings } from './sms-settings';

/** One verification code to text: the provider turns it into its own template or text. */
export interface SmsMessage {
  phone: string;
  code: string;
  purpose: SmsPurpose;
  /** minutes the code stays valid */
  minutes: number;
}

export interface SmsProvider {
  /** resolves once the text is accepted; throws when it was not */
  send(message: SmsMessage): Promise<void>;
}

/** The codes a failed send reaches the fan with (`@kickoff/shared/contracts` ErrorCodes). */
export type SmsErrorCode =
  | typeof ErrorCodes.SMS_UNAVAILABLE
  | typeof ErrorCodes.SMS_PHONE_LIMITED
  | typeof ErrorCodes.SMS_PHONE_INVALID
  | typeof ErrorCodes.SMS_REFUSED;

/** A send the provider did not take: the fan's code, and what the vendor said, for the log. */
export class SmsSendError extends Error {
  constructor(
    readonly code: SmsErrorCode,
    readonly provider: string,
    message: string,
    readonly vendorCode?: string,
    readonly requestId?: string,
    cause?: unknown,
  ) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'SmsSendError';
  }
}

/** The fan's error code for whatever a provider threw. */
export function smsErrorCode(err: unknown): SmsErrorCode {
  return err instanceof SmsSendError ? err.code : ErrorCodes.SMS_UNAVAILABLE;
}

const PURPOSE_TEXT: Record<SmsPurpose, string> = {
  login: '登录',
  register: '注册',
  password: '修改密码',
  deregister: '注销账号',
};

/** The whole text, for providers that send text rather than a vendor template. */
export function smsText({ code, purpose, minutes }: SmsMessage): string {
  const warning = purpose === 'deregister' ? '，验证后账号将被注销且无法恢复' : '';
  return `【开球直播】您的${PURPOSE_TEXT[purpose]}验证码是${code}，${minutes}分钟内有效${warning}，请勿泄露给他人。`;
}

/** The console line: phone, purpose and code, and that no text went out. */
function consoleLine({ phone, code, purpose, minutes }: SmsMessage): string {
  return `[短信] ${phone} ${PURPOSE_TEXT[purpose]}验证码 ${code}（${minutes}分钟内有效；本地演示，未发出真实短信）`;
}

/**
 * The local demo's provider: one line per code on the server's standard output (the terminal that
 * runs `npm start`), and nowhere else — no route serves it.
 */
export function consoleProvider(write: (text: string) => void = (text) => process.stdout.write(text)): SmsProvider {
  return {
    async send(message) {
      write(`${consoleLine(message)}\n`);
    },
  };
}

/** The test outbox (DEV_ROUTES=1 only): texts land in `sms_outbox`, readable at GET /dev/sms/outbox. */
function outboxProvider(db: Db): SmsProvider {
  return {
    async send(message) {
      await db
        .insertInto('sms_outbox')
        .values({ phone: message.phone, text: smsText(message) })
        .execute();
    },
  };
}

/**
 * POSTs `{ phone, text }` as JSON to an SMS gateway (`SMS_WEBHOOK_URL`): a small adapter in front of
 * a vendor. Any answer but 2xx, or none within the timeout, is a failed send.
 */
function webhookProvider(url: string, timeoutMs = 5000): SmsProvider {
  return {
    async send(message) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phone: message.phone, text: smsText(message) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok) {
        throw new SmsSendError(ErrorCodes.SMS_UNAVAILABLE, 'webhook', `SMS gateway answered HTTP ${res.status}`);
      }
    },
  };
}

/** Where the provider's failures are written: the server's logger (pino) or a test's. */
export interface SmsLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

const OPS_HINT: Record<SmsErrorCode, string> = {
  [ErrorCodes.SMS_PHONE_LIMITED]: "the vendor's per-number limit refused this phone",
  [ErrorCodes.SMS_PHONE_INVALID]: 'the vendor says this number cannot receive texts',
  [ErrorCodes.SMS_REFUSED]:
    "the vendor refuses this account's sends: check the keys, sign name, template ids and balance (server/README.md)",
  [ErrorCodes.SMS_UNAVAILABLE]: 'the provider did not answer or failed',
};

const masked = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(-4)}`;

/**
 * Logs each failed send for ops — the number's own problems as warnings, the account's and the
 * vendor's as errors — and rethrows it as an SmsSendError.
 */
function logged(provider: SmsProvider, name: string, log: SmsLog): SmsProvider {
  return {
    async send(message) {
      try {
        await provider.send(message);
      } catch (err) {
        const failure =
          err instanceof SmsSendError
            ? err
            : new SmsSendError(ErrorCodes.SMS_UNAVAILABLE, name, err instanceof Error ? err.message : String(err));
        const phoneOnly =
          failure.code === ErrorCodes.SMS_PHONE_LIMITED || failure.code === ErrorCodes.SMS_PHONE_INVALID;
        const details = {
          sms: {
            provider: failure.provider,
            vendorCode: failure.vendorCode,
            requestId: failure.requestId,
            phone: masked(message.phone),
            purpose: message.purpose,
            code: failure.code,
          },
        };
        log[phoneOnly ? 'warn' : 'error'](details, `SMS not sent (${OPS_HINT[failure.code]}): ${failure.message}`);
        throw failure;
      }
    },
  };
}

/** Sends through each in turn (the chosen provider, then the test outbox). */
function both(first: SmsProvider, second: SmsProvider): SmsProvider {
  return {
    async send(message) {
      await first.send(message);
      await second.send(message);
    },
  };
}

async function vendorProvider(settings: SmsSettings): Promise<SmsProvider> {
  switch (settings.provider) {
    case 'console':
      return consoleProvider();
    case 'webhook':
      return webhookProvider(settings.url);
    // the vendors' SDKs take a second or more to load: only the chosen one is
    case 'aliyun':
      return (await import('./sms-aliyun')).aliyunProvider(settings);
    case 'tencent':
      return (await import('./sms-tencent')).tencentProvider(settings);
  }
}

/**
 * The configured provider (config.ts refuses a production start without one), logged; with
 * DEV_ROUTES=1 every text is also kept in the test outbox.
 */
export async function smsProviderFor(config: Pick<Config, 'sms' | 'devRoutes'>, db: Db, log: SmsLog) {
  const chosen = await vendorProvider(config.sms);
  return logged(config.devRoutes ? both(chosen, outboxProvider(db)) : chosen, config.sms.provider, log);
}
