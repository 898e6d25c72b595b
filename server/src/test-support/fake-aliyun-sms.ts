/**
 * A local stand-in for Alibaba Cloud SMS's SendSms endpoint. It checks what Alibaba checks — the
 * ACS3-HMAC-SHA256 signature over the canonical request (recomputed here from the public algorithm,
 * not with the SDK), the body hash, the request time and nonce, the AccessKey, the approved sign
 * names and templates and each template's parameters, the number, and the per-number flow control
 * (one code a minute) — and answers in Alibaba's documented shapes.
 */
import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeAliyunOptions {
  /** AccessKeyId → AccessKeySecret */
  keys: Record<string, string>;
  /** sign names that passed review */
  signNames: string[];
  /** approved template codes → the variables each template holds */
  templates: Record<string, string[]>;
}

interface AliyunDelivery {
  phone: string;
  signName: string;
  templateCode: string;
  params: Record<string, string>;
}

export interface FakeAliyunSms {
  /** the endpoint URL (ALIYUN_SMS_ENDPOINT) */
  url: string;
  /** texts accepted, oldest first */
  delivered: AliyunDelivery[];
  /** every answer sent, oldest first: HTTP status and body */
  answers: Array<{ status: number; body: Record<string, string> }>;
  close(): Promise<void>;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** RFC 3986 percent-encoding, as the signature's canonical query string uses it. */
const percent = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** The documented signature: returns what is wrong with it, or null when it holds. */
function signatureProblem(
  req: IncomingMessage,
  body: Buffer,
  keys: Record<string, string>,
  nonces: Set<string>,
): { status: number; code: string; message: string } | null {
  const auth = /^ACS3-HMAC-SHA256 Credential=([^,]+),SignedHeaders=([^,]+),Signature=([0-9a-f]{64})$/.exec(
    String(req.headers.authorization ?? ''),
  );
  if (!auth)
    return {
      status: 400,
      code: 'IncompleteSignature',
      message: 'The request signature does not conform to Aliyun standards.',
    };
  const [, accessKeyId, signedList, signature] = auth as unknown as [string, string, string, string];
  const secret = keys[accessKeyId];
  if (secret === undefined)
    return { status: 404, code: 'InvalidAccessKeyId.NotFound', message: 'Specified access key is not found.' };
  const signed = signedList.split(';');
  const mustSign = Object.keys(req.headers).filter(
    (h) => h === 'host' || h === 'content-type' || h.startsWith('x-acs-'),
  );
  const date = Date.parse(String(req.headers['x-acs-date'] ?? ''));
  const nonce = String(req.headers['x-acs-signature-nonce'] ?? '');
  if (
    req.headers['x-acs-action'] !== 'SendSms' ||
    req.headers['x-acs-version'] !== '2017-05-25' ||
    mustSign.some((h) => !signed.includes(h)) ||
    signed.join(';') !== [...signed].sort().join(';')
  ) {
    return {
      status: 400,
      code: 'IncompleteSignature',
      message: 'The request signature does not conform to Aliyun standards.',
    };
  }
  if (!Number.isFinite(date) || Math.abs(Date.now() - date) > 15 * 60_000) {
    return { status: 400, code: 'InvalidTimeStamp.Expired', message: 'Specified time stamp or date value is expired.' };
  }
  if (!nonce || nonces.has(nonce)) {
    return { status: 400, code: 'SignatureNonceUsed', message: 'Specified signature nonce was used already.' };
  }
  const bodyHash = sha256(body);
  const url = new URL(req.url ?? '/', 'http://stand-in');
  const query = [...url.searchParams.entries()]
    .map(([k, v]) => [percent(k), percent(v)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const headers = signed.map((h) => `${h}:${String(req.headers[h] ?? '').trim()}\n`).join('');
  const canonical = [req.method, url.pathname, query, headers, signedList, bodyHash].join('\n');
  const expected = createHmac('sha256', secret)
    .update(`ACS3-HMAC-SHA256\n${sha256(canonical)}`)
    .digest('hex');
  if (req.headers['x-acs-content-sha256'] !== bodyHash || expected !== signature) {
    return {
      status: 400,
      code: 'SignatureDoesNotMatch',
      message: 'Specified signature does not match our calculation.',
    };
  }
  nonces.add(nonce);
  return null;
}

/** The number without its country code, or null when no Chinese mainland mobile can have it. */
function mainlandMobile(raw: string): string | null {
  const phone = raw.replace(/^(\+86|0086|86)(?=1\d{10}$)/, '');
  // 154 is a number segment no carrier was given
  return /^1[3-9]\d{9}$/.test(phone) && !phone.startsWith('154') ? phone : null;
}

export async function startFakeAliyunSms(options: FakeAliyunOptions): Promise<FakeAliyunSms> {
  const delivered: AliyunDelivery[] = [];
  const answers: FakeAliyunSms['answers'] = [];
  const nonces = new Set<string>();
  const lastSent = new Map<string, number>();

  const answer = (res: ServerResponse, status: number, fields: Record<string, string>) => {
    const body = { RequestId: randomUUID().toUpperCase(), ...fields };
    answers.push({ status, body });
    res.writeHead(status, { 'content-type': 'application/json;charset=utf-8' }).end(JSON.stringify(body));
  };
  // business refusals travel as HTTP 200 with their code in the body, as SendSms documents
  const refuse = (res: ServerResponse, code: string, message: string) =>
    answer(res, 200, { Code: code, Message: message });

  const handle = (req: IncomingMessage, res: ServerResponse, body: Buffer) => {
    const problem = signatureProblem(req, body, options.keys, nonces);
    if (problem) {
      const hint = `https://api.aliyun.com/troubleshoot?q=${problem.code}&product=Dysmsapi`;
      return answer(res, problem.status, {
        HostId: 'dysmsapi.aliyuncs.com',
        Code: problem.code,
        Message: problem.message,
        Recommend: hint,
      });
    }
    const q = new URL(req.url ?? '/', 'http://stand-in').searchParams;
    const signName = q.get('SignName') ?? '';
    const templateCode = q.get('TemplateCode') ?? '';
    if (!options.signNames.includes(signName))
      return refuse(res, 'isv.SMS_SIGNATURE_ILLEGAL', '该账号下找不到对应签名');
    const variables = options.templates[templateCode];
    if (!variables) return refuse(res, 'isv.SMS_TEMPLATE_ILLEGAL', '该账号下找不到对应模板');
    let params: Record<string, unknown>;
    try {
      params = JSON.parse(q.get('TemplateParam') ?? '{}') as Record<string, unknown>;
    } catch {
      return refuse(res, 'isv.INVALID_JSON_PARAM', 'JSON参数不合法，只接受字符串值');
    }
    if (Object.values(params).some((v) => typeof v !== 'string')) {
      return refuse(res, 'isv.INVALID_JSON_PARAM', 'JSON参数不合法，只接受字符串值');
    }
    if (variables.some((v) => !params[v]))
      return refuse(res, 'isv.TEMPLATE_MISSING_PARAMETERS', '模板变量缺少对应参数值');
    const phone = mainlandMobile(q.get('PhoneNumbers') ?? '');
    if (!phone) return refuse(res, 'isv.MOBILE_NUMBER_ILLEGAL', '非法手机号');
    const key = `${signName}:${phone}`;
    if (Date.now() - (lastSent.get(key) ?? -Infinity) < 60_000) {
      return refuse(res, 'isv.BUSINESS_LIMIT_CONTROL', '触发分钟级流控Permits:1');
    }
    lastSent.set(key, Date.now());
    delivered.push({ phone, signName, templateCode, params: params as Record<string, string> });
    answer(res, 200, { Code: 'OK', Message: 'OK', BizId: `${Date.now()}^${randomBytes(4).readUInt32BE()}` });
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
