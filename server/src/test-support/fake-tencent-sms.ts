/**
 * A local stand-in for Tencent Cloud SMS's SendSms (2021-01-11) at sms.tencentcloudapi.com. It
 * checks what Tencent checks — the TC3-HMAC-SHA256 signature (recomputed here from the public
 * algorithm, not with the SDK) with its credential scope for the `sms` service, the timestamp, the
 * SecretId, the SdkAppId, the approved sign names and templates and each template's parameters,
 * the numbers, and the per-number 30-second limit — and answers in Tencent's documented shapes:
 * `Response.Error` for the request, a `SendStatusSet` entry for each number.
 */
import { createHash, createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeTencentOptions {
  /** SecretId → SecretKey */
  keys: Record<string, string>;
  sdkAppIds: string[];
  /** sign names that passed review */
  signNames: string[];
  /** approved verification-code template ids → how many variables ({1}, {2} …) each holds */
  templates: Record<string, number>;
}

interface TencentDelivery {
  phone: string;
  signName: string;
  templateId: string;
  params: string[];
}

export interface FakeTencentSms {
  /** the stand-in's address (TENCENT_SMS_ENDPOINT) */
  url: string;
  delivered: TencentDelivery[];
  /** every answer's `Response`, oldest first */
  answers: Array<Record<string, unknown>>;
  close(): Promise<void>;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

type Failure = { code: string; message: string };

/** `TC3-HMAC-SHA256 Credential=<SecretId>/<date>/<service>/tc3_request, SignedHeaders=<…>, Signature=<hex>` */
const AUTHORIZATION = new RegExp(
  '^TC3-HMAC-SHA256 Credential=([^/]+)/(\\d{4}-\\d{2}-\\d{2})/([^/]+)/tc3_request, ' +
    'SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$',
);

/** The documented TC3 signature: what is wrong with it, or null when it holds. */
function signatureProblem(req: IncomingMessage, body: Buffer, keys: Record<string, string>): Failure | null {
  const auth = AUTHORIZATION.exec(String(req.headers.authorization ?? ''));
  if (!auth) return { code: 'AuthFailure.InvalidAuthorization', message: 'Authorization header is invalid.' };
  const [, secretId, date, service, signedList, signature] = auth as unknown as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const secretKey = keys[secretId];
  if (secretKey === undefined) return { code: 'AuthFailure.SecretIdNotFound', message: 'The SecretId is not found.' };
  const timestamp = Number(req.headers['x-tc-timestamp']);
  if (!Number.isInteger(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > 300) {
    return {
      code: 'AuthFailure.SignatureExpire',
      message: 'Signature expired. Timestamp and server time cannot differ by more than 5 minutes.',
    };
  }
  const signed = signedList.split(';');
  const mismatch = {
    code: 'AuthFailure.SignatureFailure',
    message: 'The provided credentials could not be validated. Please check your signature is correct.',
  };
  // the scope names the day of the timestamp and this service
  if (service !== 'sms' || date !== new Date(timestamp * 1000).toISOString().slice(0, 10)) return mismatch;
  if (!signed.includes('content-type') || !signed.includes('host')) return mismatch;
  // the real service is reached on 443, so its Host carries no port: this stand-in's port is not part of it
  const value = (h: string) =>
    h === 'host' ? String(req.headers.host ?? '').replace(/:\d+$/, '') : String(req.headers[h] ?? '').trim();
  const url = new URL(req.url ?? '/', 'http://stand-in');
  const canonical = [
    req.method,
    url.pathname,
    url.search.slice(1),
    signed.map((h) => `${h}:${value(h)}\n`).join(''),
    signedList,
    sha256(body),
  ].join('\n');
  const stringToSign = `TC3-HMAC-SHA256\n${timestamp}\n${date}/${service}/tc3_request\n${sha256(canonical)}`;
  const signingKey = hmac(hmac(hmac(`TC3${secretKey}`, date), service), 'tc3_request');
  return createHmac('sha256', signingKey).update(stringToSign).digest('hex') === signature ? null : mismatch;
}

/** The mainland number of an E.164 "+86…" entry (or the forms Tencent also takes), or null. */
function mainlandMobile(raw: string): string | null {
  const phone = raw.replace(/^(\+86|0086|86)(?=1\d{10}$)/, '');
  // 154 is a number segment no carrier was given
  return /^1[3-9]\d{9}$/.test(phone) && !phone.startsWith('154') ? phone : null;
}

interface SendSmsBody {
  PhoneNumberSet?: unknown;
  SmsSdkAppId?: unknown;
  SignName?: unknown;
  TemplateId?: unknown;
  TemplateParamSet?: unknown;
}

export async function startFakeTencentSms(options: FakeTencentOptions): Promise<FakeTencentSms> {
  const delivered: TencentDelivery[] = [];
  const answers: Array<Record<string, unknown>> = [];
  const lastSent = new Map<string, number>();

  // every answer is HTTP 200 with a `Response`, as the API documents
  const answer = (res: ServerResponse, response: Record<string, unknown>) => {
    const full = { ...response, RequestId: randomUUID() };
    answers.push(full);
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ Response: full }));
  };
  const fail = (res: ServerResponse, failure: Failure) =>
    answer(res, { Error: { Code: failure.code, Message: failure.message } });

  const handle = (req: IncomingMessage, res: ServerResponse, raw: Buffer) => {
    const problem = signatureProblem(req, raw, options.keys);
    if (problem) return fail(res, problem);
    if (req.headers['x-tc-action'] !== 'SendSms')
      return fail(res, { code: 'InvalidAction', message: 'The action does not exist.' });
    if (req.headers['x-tc-version'] !== '2021-01-11' || !req.headers['x-tc-region']) {
      return fail(res, {
        code: 'InvalidParameter',
        message: 'X-TC-Version must be 2021-01-11 and X-TC-Region is required.',
      });
    }
    let body: SendSmsBody;
    try {
      body = JSON.parse(raw.toString('utf8')) as SendSmsBody;
    } catch {
      return fail(res, { code: 'FailedOperation.JsonParseFail', message: 'Failed to parse the request package.' });
    }
    if (!options.sdkAppIds.includes(String(body.SmsSdkAppId))) {
      return fail(res, {
        code: 'UnauthorizedOperation.SmsSdkAppIdVerifyFail',
        message: 'SmsSdkAppId verification failed.',
      });
    }
    const signName = String(body.SignName ?? '');
    if (!options.signNames.includes(signName)) {
      return fail(res, {
        code: 'FailedOperation.SignatureIncorrectOrUnapproved',
        message: 'The signature is not approved or its format is incorrect.',
      });
    }
    const templateId = String(body.TemplateId ?? '');
    const variables = options.templates[templateId];
    if (variables === undefined) {
      return fail(res, {
        code: 'FailedOperation.TemplateIncorrectOrUnapproved',
        message: 'The template is not approved or does not exist.',
      });
    }
    const params = Array.isArray(body.TemplateParamSet) ? body.TemplateParamSet.map(String) : [];
    if (params.length !== variables) {
      return fail(res, {
        code: 'FailedOperation.TemplateParamSetNotMatchApprovedTemplate',
        message: 'The request content does not match the approved template.',
      });
    }
    // a verification-code template takes 0–6 digits per variable
    if (params.some((p) => !/^\d{0,6}$/.test(p))) {
      return fail(res, {
        code: 'InvalidParameterValue.TemplateParameterFormatError',
        message: 'A verification-code template variable takes 0 to 6 digits.',
      });
    }
    const numbers = Array.isArray(body.PhoneNumberSet) ? body.PhoneNumberSet.map(String) : [];
    const statuses = numbers.map((entry) => {
      const status = { SerialNo: '', PhoneNumber: entry, Fee: 0, SessionContext: '', IsoCode: 'CN' };
      const phone = mainlandMobile(entry);
      if (!phone)
        return { ...status, Code: 'InvalidParameterValue.IncorrectPhoneNumber', Message: 'invalid mobile number' };
      if (Date.now() - (lastSent.get(phone) ?? -Infinity) < 30_000) {
        return {
          ...status,
          Code: 'LimitExceeded.PhoneNumberThirtySecondLimit',
          Message:
            'the number of SMS messages sent from a single mobile number within 30 seconds exceeds the upper limit',
        };
      }
      lastSent.set(phone, Date.now());
      delivered.push({ phone, signName, templateId, params });
      return { ...status, SerialNo: randomUUID(), Fee: 1, Code: 'Ok', Message: 'send success' };
    });
    answer(res, { SendStatusSet: statuses });
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => handle(req, res, Buffer.concat(chunks)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    delivered,
    answers,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
