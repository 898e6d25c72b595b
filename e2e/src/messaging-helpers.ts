/** Helpers of the messaging spec: a fan registered through the dev SMS outbox, calls as a fan, unread reset. */
import { encryptPassword } from './host-helpers';
import { sendSmsCode } from './sms-helpers';

interface Env<T> {
  code: number | string;
  msg: string;
  data: T;
}

export async function call<T>(apiUrl: string, path: string, token: string, body?: unknown): Promise<T> {
  const res = await fetch(apiUrl + path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { accessToken: token, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const env = (await res.json()) as Env<T>;
  if (env.code !== 200) throw new Error(`${path}: ${env.code} ${env.msg}`);
  return env.data;
}

/** The password every fan registerFan makes signs in with. */
export const FAN_PASSWORD = 'e2e-pass-1';

/** Registers a new fan the way the register page does (SMS code read from the dev outbox). */
export async function registerFan(
  apiUrl: string,
  phone: string,
  nickName?: string,
): Promise<{ token: string; userId: number }> {
  await sendSmsCode(apiUrl, phone, 'register');
  const outbox = await call<Array<{ text: string }>>(apiUrl, `/dev/sms/outbox?phone=${phone}`, '');
  const code = /(\d{6})/.exec(outbox[0]?.text ?? '')?.[1] ?? '';
  const res = await fetch(`${apiUrl}/user/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      phone,
      code,
      password: encryptPassword(FAN_PASSWORD),
      ...(nickName === undefined ? {} : { nickName }),
    }),
  });
  const env = (await res.json()) as Env<{ accessToken: string; userInfo: { id: number } }>;
  if (env.code !== 200) throw new Error(`register failed: ${env.code} ${env.msg}`);
  return { token: env.data.accessToken, userId: env.data.userInfo.id };
}

/** Reads every chat and notice of the fan, so the tab badge starts from 0. */
export async function clearUnread(apiUrl: string, token: string): Promise<void> {
  await call(apiUrl, '/imapi/chat/readAll', token, {});
  await call(apiUrl, '/imapi/notice/read', token, {});
}
