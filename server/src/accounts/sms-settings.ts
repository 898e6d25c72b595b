/** Which SMS provider sends the verification codes, and its settings, read once from the environment. */
import type { SmsPurpose } from '@kickoff/shared/contracts';

const SMS_PURPOSES: readonly SmsPurpose[] = ['register', 'login', 'password', 'deregister'];

/** A template id (Alibaba: template code) for every purpose. */
type SmsTemplates = Record<SmsPurpose, string>;

/** What a Tencent template's positional variables {1}, {2} hold, in order. */
type TencentTemplateParam = 'code' | 'minutes';

export interface AliyunSmsSettings {
  provider: 'aliyun';
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templates: SmsTemplates;
  /** the SendSms endpoint as a URL (default https://dysmsapi.aliyuncs.com) */
  endpoint: string;
}

export interface TencentSmsSettings {
  provider: 'tencent';
  secretId: string;
  secretKey: string;
  sdkAppId: string;
  signName: string;
  templates: SmsTemplates;
  templateParams: TencentTemplateParam[];
  region: string;
  /** where SendSms is posted (default https://sms.tencentcloudapi.com); requests are signed for `sms` all the same */
  endpoint: string;
}

export type SmsSettings =
  { provider: 'console' } | { provider: 'webhook'; url: string } | AliyunSmsSettings | TencentSmsSettings;

const SMS_PROVIDERS = ['console', 'webhook', 'aliyun', 'tencent'] as const;

const ALIYUN_ENDPOINT = 'https://dysmsapi.aliyuncs.com';
const TENCENT_ENDPOINT = 'https://sms.tencentcloudapi.com';

type Env = Record<string, string | undefined>;

const value = (env: Env, name: string) => env[name]?.trim() || undefined;

/** The named settings, all present, or an error naming the missing ones. */
function required<K extends string>(env: Env, provider: string, names: Record<K, string>): Record<K, string> {
  const missing = Object.values<string>(names).filter((n) => value(env, n) === undefined);
  if (missing.length) throw new Error(`SMS_PROVIDER=${provider} needs ${missing.join(', ')} (see server/README.md)`);
  return Object.fromEntries(Object.entries<string>(names).map(([k, n]) => [k, value(env, n)!])) as Record<K, string>;
}

/** `<PREFIX>` for every purpose, `<PREFIX>_<PURPOSE>` where one purpose has a template of its own. */
function templates(env: Env, prefix: string, fallback: string): SmsTemplates {
  const byPurpose = SMS_PURPOSES.map((p) => [p, value(env, `${prefix}_${p.toUpperCase()}`) ?? fallback]);
  return Object.fromEntries(byPurpose) as SmsTemplates;
}

function endpointUrl(env: Env, name: string, fallback: string): string {
  const raw = value(env, name) ?? fallback;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be a URL such as ${fallback}, not ${raw}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must be http(s), not ${raw}`);
  return url.origin;
}

function tencentParams(env: Env): TencentTemplateParam[] {
  const raw = value(env, 'TENCENT_SMS_TEMPLATE_PARAMS') ?? 'code';
  const params = raw.split(',').map((p) => p.trim());
  const bad = params.filter((p) => p !== 'code' && p !== 'minutes');
  if (bad.length || !params.includes('code')) {
    throw new Error(
      `TENCENT_SMS_TEMPLATE_PARAMS lists the template's variables in order from code and minutes, not ${raw}`,
    );
  }
  return params as TencentTemplateParam[];
}

/**
 * SMS_PROVIDER picks the provider; SMS_WEBHOOK_URL alone still means the webhook. Unset, the codes
 * are printed on the server's terminal, except in production, which refuses to start: codes must
 * reach fans there (`npm start`, the local demo, asks for the console provider itself).
 */
export function readSmsSettings(env: Env, nodeEnv: string): SmsSettings {
  const chosen = value(env, 'SMS_PROVIDER') ?? (value(env, 'SMS_WEBHOOK_URL') ? 'webhook' : undefined);
  if (chosen === undefined) {
    if (nodeEnv === 'production') {
      throw new Error(
        'SMS_PROVIDER is not set: with NODE_ENV=production the server needs a provider for verification codes — ' +
          'aliyun, tencent or webhook (console prints the codes on this terminal, for a local demo); ' +
          'see server/README.md',
      );
    }
    return { provider: 'console' };
  }
  switch (chosen) {
    case 'console':
      return { provider: 'console' };
    case 'webhook':
      return { provider: 'webhook', url: required(env, chosen, { url: 'SMS_WEBHOOK_URL' }).url };
    case 'aliyun': {
      const s = required(env, chosen, {
        accessKeyId: 'ALIBABA_CLOUD_ACCESS_KEY_ID',
        accessKeySecret: 'ALIBABA_CLOUD_ACCESS_KEY_SECRET',
        signName: 'ALIYUN_SMS_SIGN_NAME',
        template: 'ALIYUN_SMS_TEMPLATE_CODE',
      });
      return {
        provider: 'aliyun',
        accessKeyId: s.accessKeyId,
        accessKeySecret: s.accessKeySecret,
        signName: s.signName,
        templates: templates(env, 'ALIYUN_SMS_TEMPLATE_CODE', s.template),
        endpoint: endpointUrl(env, 'ALIYUN_SMS_ENDPOINT', ALIYUN_ENDPOINT),
      };
    }
    case 'tencent': {
      const s = required(env, chosen, {
        secretId: 'TENCENTCLOUD_SECRET_ID',
        secretKey: 'TENCENTCLOUD_SECRET_KEY',
        sdkAppId: 'TENCENT_SMS_SDK_APP_ID',
        signName: 'TENCENT_SMS_SIGN_NAME',
        template: 'TENCENT_SMS_TEMPLATE_ID',
      });
      return {
        provider: 'tencent',
        secretId: s.secretId,
        secretKey: s.secretKey,
        sdkAppId: s.sdkAppId,
        signName: s.signName,
        templates: templates(env, 'TENCENT_SMS_TEMPLATE_ID', s.template),
        templateParams: tencentParams(env),
        region: value(env, 'TENCENT_SMS_REGION') ?? 'ap-guangzhou',
        endpoint: endpointUrl(env, 'TENCENT_SMS_ENDPOINT', TENCENT_ENDPOINT),
      };
    }
    default:
      throw new Error(`SMS_PROVIDER must be one of ${SMS_PROVIDERS.join(', ')}, not ${chosen}`);
  }
}
