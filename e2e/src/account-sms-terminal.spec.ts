/**
 * Issue 31 "Done means": a newcomer registers as on `npm start`, with the SMS code read from the
 * server's terminal (the console provider's line), which no HTTP answer carries.
 */
import { test, expect } from './support/fixtures';
import { requestSmsCodeInPage } from './sms-helpers';
import { printedSmsCode } from './support/terminal';

test('a newcomer registers with the SMS code printed on the server terminal', async ({
  page,
  hostUrl,
  apiUrl,
  consoleErrors,
}) => {
  const phone = `135${String(Date.now()).slice(-8)}`;
  const answers: Array<Promise<string>> = [];
  // the answers a leak would show in: sending the code, and registering with it
  page.on('response', (res) => {
    if (/\/inform\/send\/code|\/user\/register$/.test(new URL(res.url()).pathname)) answers.push(res.text());
  });

  await page.goto(`${hostUrl}/user/register`);
  await page.getByLabel('手机号').fill(phone);
  await requestSmsCodeInPage(page, apiUrl);
  const code = await printedSmsCode(phone, '注册');

  await page.getByLabel('验证码').fill(code);
  await page.getByLabel('设置密码').fill('goal2026x');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: '注册' }).click();
  // signing up hashes the password with scrypt: allow a loaded machine its time
  await expect(page).toHaveURL(/\/user$/, { timeout: 30_000 });
  await expect(page.getByText(`球迷${phone.slice(-4)}`)).toBeVisible();

  // the code reached the fan only through the terminal: neither answer carried it
  const bodies = await Promise.all(answers);
  expect(bodies.length).toBeGreaterThanOrEqual(2);
  expect(bodies.filter((body) => body.includes(code))).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
