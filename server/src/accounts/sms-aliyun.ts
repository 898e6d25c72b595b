/** Alibaba Cloud SMS: SendSms (dysmsapi 2017-05-25) through the official SDK, signed ACS3-HMAC-SHA256. */
import * as Dysmsapi from '@alicloud/dysmsapi20170525';
import { $OpenApiUtil } from '@alicloud/openapi-core';
import { ErrorCodes } from '@kickoff/shared/contracts';
import { SmsSendError, type SmsErrorCode, type SmsProvider } from './sms-provider';
import type { AliyunSmsSettings } from './sms-settings';

type ClientClass = typeof Dysmsapi.default;
// Node's ESM loader hands over a CommonJS module's exports object as its default; a CommonJS build (jest) the class
const Client: ClientClass =
  typeof Dysmsapi.default === 'function'
    ? Dysmsapi.default
    : (Dysmsapi.default as unknown as { default: ClientClass }).default;

/** account-side refusals in Alibaba's error-code list: sign name, template, keys, balance, service state */
const REFUSED = new RegExp(
  '^(isv\\.(SMS_TEMPLATE|SMS_SIGN|TEMPLATE_|AMOUNT_NOT_ENOUGH|DAY_LIMIT_CONTROL|OUT_OF_SERVICE|ACCOUNT_|PRODUCT_|' +
    'BLACK_KEY|INVALID_)|SignatureDoesNotMatch|IncompleteSignature|InvalidAccessKeyId|InvalidTimeStamp|Forbidden)',
);

/** What the fan is told for one of Alibaba's answer codes. */
export function aliyunErrorCode(vendorCode: string): SmsErrorCode {
  // the per-number flow control (by default 1 a minute, 5 an hour, 10 a day for one sign name)
  if (vendorCode === 'isv.BUSINESS_LIMIT_CONTROL') return ErrorCodes.SMS_PHONE_LIMITED;
  if (vendorCode === 'isv.MOBILE_NUMBER_ILLEGAL') return ErrorCodes.SMS_PHONE_INVALID;
  if (REFUSED.test(vendorCode)) return ErrorCodes.SMS_REFUSED;
  return ErrorCodes.SMS_UNAVAILABLE;
}

/**
 * Texts the code with the purpose's template and `{"code": "…"}` as its parameters (the template
 * holds `${code}`). SendSms answers HTTP 200 with `Code: "OK"`, or a business code (`isv.*`) in the
 * same shape; the gateway refuses a bad signature or key with HTTP 4xx, which the SDK throws.
 */
export function aliyunProvider(settings: AliyunSmsSettings, timeoutMs = 5000): SmsProvider {
  const endpoint = new URL(settings.endpoint);
  const client = new Client(
    new $OpenApiUtil.Config({
      accessKeyId: settings.accessKeyId,
      accessKeySecret: settings.accessKeySecret,
      endpoint: endpoint.host,
      protocol: endpoint.protocol.replace(':', ''),
      connectTimeout: timeoutMs,
      readTimeout: timeoutMs,
    }),
  );
  return {
    async send({ phone, code, purpose }) {
      const request = new Dysmsapi.SendSmsRequest({
        phoneNumbers: phone,
        signName: settings.signName,
        templateCode: settings.templates[purpose],
        templateParam: JSON.stringify({ code }),
      });
      let body: Dysmsapi.SendSmsResponseBody | undefined;
      try {
        ({ body } = await client.sendSms(request));
      } catch (err) {
        const e = err as { code?: unknown; requestId?: unknown; message?: unknown };
        const vendorCode = typeof e.code === 'string' ? e.code : '';
        const requestId = typeof e.requestId === 'string' ? e.requestId : undefined;
        throw new SmsSendError(aliyunErrorCode(vendorCode), 'aliyun', String(e.message), vendorCode, requestId, err);
      }
      if (body?.code !== 'OK') {
        const vendorCode = body?.code ?? '';
        const message = `SendSms answered ${vendorCode || 'no code'}: ${body?.message ?? ''}`;
        throw new SmsSendError(aliyunErrorCode(vendorCode), 'aliyun', message, vendorCode, body?.requestId);
      }
    },
  };
}
