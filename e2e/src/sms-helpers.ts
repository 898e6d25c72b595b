/**
 * Asking for an SMS code as a fan does, in a page or through the API. One address asking often
 * (every spec of a run comes from 127.0.0.1) is asked for a picture code first (CAPTCHA_REQUIRED);
 * these answer it the way a fan would, reading the picture's text from the dev route that stands
 * in for the fan's eyes, as the dev SMS outbox stands in for the phone.
 */
import { expect, test, type Page } from '@playwright/test';
import { ErrorCodes } from '@kickoff/shared/contracts';
import { apiData } from './scores-helpers';

async function captchaAnswer(apiUrl: string, captchaId: string): Promise<string> {
  return (await apiData<{ answer: string }>(apiUrl, `/dev/captcha/answer?captchaId=${captchaId}`)).answer;
}

/** A private address of the phone's own, from its last six digits. */
const phoneAddress = (phone: string) => {
  const n = Number(phone.slice(-6));
  return `10.${Math.floor(n / 65536) % 256}.${Math.floor(n / 256) % 256}.${n % 256}`;
};

/**
 * Sends `POST /inform/send/code`, answering a picture code when the server asks for one. Told
 * 操作太频繁 (the address's 20 codes a minute, shared by every spec of the run), it waits as long as
 * the answer's Retry-After says and asks once more, as a fan would.
 */
export async function sendSmsCode(apiUrl: string, phone: string, type: string): Promise<void> {
  let retryAfterS = 0;
  const send = async (extra: Record<string, string> = {}) => {
    const res = await fetch(`${apiUrl}/inform/send/code`, {
      method: 'POST',
      // each fan asks from their own phone's network, as real fans do (the API trusts the suite's
      // proxy hop): the run's fans do not share one address's 20 codes an hour
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': phoneAddress(phone) },
      body: JSON.stringify({ phone, type, ...extra }),
    });
    retryAfterS = Number(res.headers.get('retry-after')) || 0;
    return (await res.json()) as { code: number; msg: string };
  };
  let reply = await send();
  if (reply.code === ErrorCodes.RATE_LIMITED && retryAfterS > 0) {
    const waitMs = retryAfterS * 1000 + 500;
    test.info().setTimeout(test.info().timeout + waitMs);
    await new Promise((resolve) => setTimeout(resolve, waitMs));
    reply = await send();
  }
  if (reply.code === ErrorCodes.CAPTCHA_REQUIRED) {
    const { captchaId } = await apiData<{ captchaId: string }>(apiUrl, '/user/captcha');
    reply = await send({ captchaId, captcha: await captchaAnswer(apiUrl, captchaId) });
  }
  if (reply.code !== 200) throw new Error(`/inform/send/code: ${reply.code} ${reply.msg}`);
}

/**
 * Taps 获取验证码 on a form and waits for the countdown; when the form shows a picture code
 * instead, types its text and taps again.
 */
export async function requestSmsCodeInPage(page: Page, apiUrl: string): Promise<void> {
  let captchaId = '';
  const seen = (res: { url(): string; json(): Promise<unknown> }) => {
    if (new URL(res.url()).pathname.endsWith('/user/captcha')) {
      void res
        .json()
        .then((body) => (captchaId = (body as { data: { captchaId: string } }).data.captchaId))
        .catch(() => undefined);
    }
  };
  page.on('response', seen);
  try {
    const countdown = page.getByRole('button', { name: /s后重发/ });
    const picture = page.getByPlaceholder('请输入图中字符');
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(countdown.or(picture)).toBeVisible();
    if (await picture.isVisible()) {
      await expect.poll(() => captchaId).not.toBe('');
      await picture.fill(await captchaAnswer(apiUrl, captchaId));
      await page.getByRole('button', { name: '获取验证码' }).click();
    }
    await expect(countdown).toBeVisible();
  } finally {
    page.off('response', seen);
  }
}
