/** Tencent Cloud SMS: SendSms (2021-01-11) through the official SDK, signed TC3-HMAC-SHA256. */
import { lookup } from 'node:dns';
import http from 'node:http';
import type { LookupFunction } from 'node:net';
import https from 'node:https';
import { sms } from 'tencentcloud-sdk-nodejs-sms';
import { ErrorCodes } from '@kickoff/shared/contracts';
import { SmsSendError, type SmsErrorCode, type SmsProvider } from './sms-provider';
import type { TencentSmsSettings } from './sms-settings';

const SMS_HOST = 'sms.tencentcloudapi.com';

/** sign name or template not approved, parameters not matching it, keys, app id, balance, the app's daily cap */
const REFUSED = new RegExp(
  '^(AuthFailure|UnauthorizedOperation|LimitExceeded\\.App|' +
    'FailedOperation\\.(Template|Signature|InsufficientBalance|Missing))',
);

/** What the fan is told for one of Tencent's error codes (its SMS error-code list). */
export function tencentErrorCode(vendorCode: string): SmsErrorCode {
  // the per-number limits: 30 seconds, one hour, one day, same content
  if (/^LimitExceeded\.(PhoneNumber|DeliveryFrequency)/.test(vendorCode)) return ErrorCodes.SMS_PHONE_LIMITED;
  if (/^(InvalidParameterValue\.IncorrectPhoneNumber|FailedOperation\.PhoneNumber)/.test(vendorCode)) {
    return ErrorCodes.SMS_PHONE_INVALID;
  }
  if (REFUSED.test(vendorCode)) return ErrorCodes.SMS_REFUSED;
  return ErrorCodes.SMS_UNAVAILABLE;
}

/**
 * Where requests go. A Tencent host (`sms.…`) is used as it is. Any other address is a stand-in
 * for sms.tencentcloudapi.com (a test's local server): it is connected to, while the request stays
 * addressed and signed as to Tencent — the SDK names the signed service after the host's first label.
 */
function httpProfile(settings: TencentSmsSettings, timeoutMs: number) {
  const target = new URL(settings.endpoint);
  const base = { protocol: `${target.protocol}//`, reqTimeout: Math.ceil(timeoutMs / 1000) };
  if (target.hostname.startsWith('sms.')) return { ...base, endpoint: target.host };
  const Agent = target.protocol === 'https:' ? https.Agent : http.Agent;
  const toTarget: LookupFunction = (_host, options, callback) => lookup(target.hostname, options, callback);
  const agent = new Agent({ lookup: toTarget });
  return { ...base, endpoint: target.port ? `${SMS_HOST}:${target.port}` : SMS_HOST, agent };
}

/**
 * Texts the code with the purpose's template; its positional variables get what
 * `templateParams` lists (the code, then the minutes it is valid, by default the code alone).
 * Errors of the whole request come back as `Response.Error` (the SDK throws them); a number's own
 * refusal comes back in its `SendStatusSet` entry with a code other than `Ok`.
 */
export function tencentProvider(settings: TencentSmsSettings, timeoutMs = 5000): SmsProvider {
  const client = new sms.v20210111.Client({
    credential: { secretId: settings.secretId, secretKey: settings.secretKey },
    region: settings.region,
    profile: { httpProfile: httpProfile(settings, timeoutMs) },
  });
  return {
    async send({ phone, code, purpose, minutes }) {
      let answer: Awaited<ReturnType<typeof client.SendSms>>;
      try {
        answer = await client.SendSms({
          PhoneNumberSet: [`+86${phone}`],
          SmsSdkAppId: settings.sdkAppId,
          SignName: settings.signName,
          TemplateId: settings.templates[purpose],
          TemplateParamSet: settings.templateParams.map((p) => (p === 'code' ? code : String(minutes))),
        });
      } catch (err) {
        const e = err as { code?: unknown; requestId?: unknown; message?: unknown };
        const vendorCode = typeof e.code === 'string' ? e.code : '';
        const requestId = typeof e.requestId === 'string' && e.requestId ? e.requestId : undefined;
        throw new SmsSendError(tencentErrorCode(vendorCode), 'tencent', String(e.message), vendorCode, requestId, err);
      }
      const status = answer.SendStatusSet?.[0];
      if (status?.Code !== 'Ok') {
        const vendorCode = status?.Code ?? '';
        const message = `SendSms answered ${vendorCode || 'no status'}: ${status?.Message ?? ''}`;
        throw new SmsSendError(tencentErrorCode(vendorCode), 'tencent', message, vendorCode, answer.RequestId);
      }
    },
  };
}
