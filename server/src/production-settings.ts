/**
 * What a deployment must set before it serves. A deployment is NODE_ENV=production on a real
 * database (DATABASE_URL); `npm start`'s production mode on embedded PGlite is the demo and is
 * not held to it. Every missing or unusable setting is named at once, so one restart fixes all.
 */

export interface MissingSetting {
  name: string;
  why: string;
}

function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value.replace(/\/$/, '');
  } catch {
    return false;
  }
}

function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

function isDeployment(env: NodeJS.ProcessEnv): boolean {
  return env.NODE_ENV === 'production' && Boolean(env.DATABASE_URL);
}

/** The must-have settings a deployment lacks (empty outside a deployment). */
export function missingProductionSettings(env: NodeJS.ProcessEnv): MissingSetting[] {
  if (!isDeployment(env)) return [];
  const missing: MissingSetting[] = [];
  const origins = (env.ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  if (origins.length === 0) {
    missing.push({
      name: 'ALLOWED_ORIGINS',
      why: 'the origins the pages are served from (e.g. https://m.example.com); the default is localhost only',
    });
  } else {
    const bad = origins.filter((o) => !isOrigin(o));
    if (bad.length)
      missing.push({ name: 'ALLOWED_ORIGINS', why: `not an origin (scheme://host[:port]): ${bad.join(', ')}` });
  }
  // which provider and its keys are checked by readSmsSettings (accounts/sms-settings.ts); here: that one is chosen
  const provider = env.SMS_PROVIDER?.trim() ?? '';
  const webhook = env.SMS_WEBHOOK_URL?.trim() ?? '';
  if (!provider && !webhook) {
    missing.push({
      name: 'SMS_PROVIDER',
      why:
        'who sends the verification codes (aliyun, tencent or webhook with SMS_WEBHOOK_URL); ' +
        'without it nobody can sign up or sign in by code',
    });
  } else if ((provider === 'webhook' || !provider) && !isHttpUrl(webhook)) {
    missing.push({ name: 'SMS_WEBHOOK_URL', why: `not an http(s) URL: ${webhook || '(empty)'}` });
  }
  // the assistant's upstream is optional, but all of it or none: a base URL without its key is half a setting
  const assistant = ['OPENAI_BASE_URL', 'OPENAI_API_KEY', 'OPENAI_MODEL'];
  const set = assistant.filter((k) => env[k]?.trim());
  if (set.length > 0 && set.length < assistant.length) {
    for (const k of assistant.filter((a) => !set.includes(a))) {
      missing.push({
        name: k,
        why: `the AI assistant is half set up (${set.join(', ')} given): set all three or none`,
      });
    }
  }
  return missing;
}

/** Throws naming every missing setting of a deployment; does nothing otherwise. */
export function assertProductionSettings(env: NodeJS.ProcessEnv = process.env): void {
  const missing = missingProductionSettings(env);
  if (missing.length === 0) return;
  const lines = missing.map((m) => `  ${m.name}: ${m.why}`);
  throw new Error(`production start refused, settings missing or unusable:\n${lines.join('\n')}`);
}
