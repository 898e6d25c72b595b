/**
 * Picture codes (图形验证码) for sign-in and SMS requests after a few failures: `svg-captcha` draws
 * the characters (no native dependency, no third party, works offline); the text itself comes from
 * node:crypto. Only a hash of the answer is stored, in the database so any node can check it, and
 * each code is good for one answer: checking deletes it, right or wrong.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import { CAPTCHA_ID_PATTERN, CAPTCHA_LENGTH, type Captcha, type CaptchaAnswer } from '@kickoff/shared/contracts';
import type { Db } from '../db/index';

const CAPTCHA_TTL_S = 300;
/** no 0/O, 1/I/l: a fan on a phone must be able to read it */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

interface DrawOptions {
  width: number;
  height: number;
  fontSize: number;
  noise: number;
  color: boolean;
  background: string;
}
/** svg-captcha's main export draws a given text; its typings only declare the helpers */
const draw = svgCaptcha as unknown as (text: string, options: DrawOptions) => string;

function answerHash(id: string, answer: string): string {
  return createHash('sha256').update(`${id}:${answer.trim().toUpperCase()}`).digest('hex');
}

/**
 * With DEV_ROUTES=1 only (tests, local development): the answers of the latest codes, in this
 * process, for `GET /dev/captcha/answer` — as the SMS outbox stands in for a phone.
 */
const devAnswers = new Map<string, string>();
const DEV_ANSWERS_KEPT = 200;

export function devCaptchaAnswer(captchaId: string): string | undefined {
  return devAnswers.get(captchaId);
}

export async function issueCaptcha(db: Db, opts: { keepForDev?: boolean } = {}): Promise<Captcha> {
  let text = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i++) text += ALPHABET[randomInt(ALPHABET.length)];
  const captchaId = randomBytes(16).toString('hex');
  const svg = draw(text, { width: 120, height: 44, fontSize: 48, noise: 3, color: true, background: '#f5f5f5' });
  await db.deleteFrom('captchas').where('expires_at', '<', new Date()).execute();
  await db
    .insertInto('captchas')
    .values({
      id: captchaId,
      answer_hash: answerHash(captchaId, text),
      expires_at: new Date(Date.now() + CAPTCHA_TTL_S * 1000),
    })
    .execute();
  if (opts.keepForDev) {
    devAnswers.set(captchaId, text);
    if (devAnswers.size > DEV_ANSWERS_KEPT) devAnswers.delete(devAnswers.keys().next().value!);
  }
  return {
    captchaId,
    image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    expiresIn: CAPTCHA_TTL_S,
  };
}

/**
 * Spends the picture code the request names: true when answered right in time, false when wrong,
 * expired or unknown, undefined when the request carries none. Either way the code is gone.
 */
export async function spendCaptcha(db: Db, answer: CaptchaAnswer): Promise<boolean | undefined> {
  const { captchaId, captcha } = answer;
  if (!captchaId || !captcha) return undefined;
  if (!CAPTCHA_ID_PATTERN.test(captchaId)) return false;
  const row = await db
    .deleteFrom('captchas')
    .where('id', '=', captchaId)
    .returning(['answer_hash', 'expires_at'])
    .executeTakeFirst();
  if (!row || new Date(row.expires_at).getTime() <= Date.now()) return false;
  return row.answer_hash === answerHash(captchaId, captcha);
}
