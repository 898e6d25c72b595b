/** Reads the server's terminal output as a fan running `npm start` does (global setup captures it). */
import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';

/**
 * The newest SMS code the console provider printed for this phone and purpose ('注册', '登录' …):
 * its line is `[短信] <phone> <purpose>验证码 <code>（…）`. Waits for the line to appear.
 */
export async function printedSmsCode(phone: string, purpose: string): Promise<string> {
  const file = process.env.E2E_SERVER_TERMINAL;
  if (!file) throw new Error('E2E_SERVER_TERMINAL is not set: the global setup captures the server terminal');
  const line = new RegExp(`\\[短信\\] ${phone} ${purpose}验证码 (\\d{6})（`, 'g');
  let code = '';
  await expect
    .poll(() => {
      code = [...readFileSync(file, 'utf8').matchAll(line)].at(-1)?.[1] ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}
