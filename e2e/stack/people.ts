/**
 * The people of the stack's specs, made the way a deployment gets them (production seeds no
 * account): the first administrator with `pnpm admin create`, fans who register through nginx with
 * the code the stack's SMS stand-in received (logs/sms.jsonl), and a studio room the operator opens
 * for one of them with `pnpm admin room`, which that fan starts as its anchor. Made once per stack
 * (global setup) and kept in its folder (people.json) for every spec and for a stack attached again.
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { ErrorCodes } from '@kickoff/shared/contracts';
import { ROOT } from '@kickoff/ops/src/suite';
import type { Stack } from '@kickoff/ops/src/stack';
import { encryptPassword } from '../src/host-helpers';

/** Every account's password (the stack's database lives as long as one run). */
export const STACK_PASSWORD = 'stack-e2e-2026';

/**
 * Fans registered per run: each costs one SMS from 127.0.0.1, and one address is asked for a picture
 * code after 10 an hour — which production answers only with a person's eyes. Kept well under.
 */
const FAN_COUNT = 4;

interface Person {
  phone: string;
  nickName: string;
}

export interface People {
  admin: Person;
  anchor: Person;
  fans: Person[];
  /** the anchor's studio room, started (live) */
  room: number;
}

interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const peopleFile = (stack: Stack) => path.join(stack.dir, 'people.json');

async function post<T>(stack: Stack, url: string, body: Record<string, unknown>, token = ''): Promise<Envelope<T>> {
  const res = await fetch(`${stack.url}${url}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { accessToken: token } : {}) },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  });
  return (await res.json()) as Envelope<T>;
}

/** The code in the newest text the SMS stand-in wrote for `phone` after line `after` of its file. */
async function smsCode(stack: Stack, phone: string, after: number): Promise<string> {
  const file = path.join(stack.logs, 'sms.jsonl');
  const deadline = Date.now() + 20_000;
  for (;;) {
    const lines = existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean).slice(after) : [];
    const texts = lines.map((l) => JSON.parse(l) as { phone: string; text: string }).filter((t) => t.phone === phone);
    const code = /验证码是(\d{4,8})/.exec(texts.at(-1)?.text ?? '')?.[1];
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no SMS for ${phone} in ${file} within 20 s`);
    await pause(100);
  }
}

const smsLines = (stack: Stack) => {
  const file = path.join(stack.logs, 'sms.jsonl');
  return existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean).length : 0;
};

/** Registers a fan through nginx as the register page does: the code by SMS, then the form. Answers the session. */
async function registerFan(stack: Stack, fan: Person): Promise<string> {
  const before = smsLines(stack);
  const sent = await post(stack, '/inform/send/code', { phone: fan.phone, type: 'register' });
  if (sent.code === ErrorCodes.CAPTCHA_REQUIRED) {
    throw new Error(`${fan.phone}: this address sent 10 SMS this hour; the stack's specs must register fewer fans`);
  }
  if (sent.code !== 200) throw new Error(`send code ${fan.phone}: ${sent.code} ${sent.msg}`);
  const code = await smsCode(stack, fan.phone, before);
  const res = await fetch(`${stack.url}/user/register`, {
    method: 'POST',
    body: new URLSearchParams({
      phone: fan.phone,
      password: encryptPassword(STACK_PASSWORD),
      code,
      nickName: fan.nickName,
    }),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    signal: AbortSignal.timeout(60_000),
  });
  const json = (await res.json()) as Envelope<{ accessToken: string }>;
  if (json.code !== 200) throw new Error(`register ${fan.phone}: ${json.code} ${json.msg}`);
  return json.data.accessToken;
}

/** Signs a registered account in through `base` (nginx, or one replica straight); answers its session. */
export async function login(base: string, phone: string): Promise<string> {
  const res = await fetch(`${base}/user/login`, {
    method: 'POST',
    body: new URLSearchParams({ phone, password: encryptPassword(STACK_PASSWORD) }),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    signal: AbortSignal.timeout(60_000),
  });
  const json = (await res.json()) as Envelope<{ accessToken: string }>;
  if (json.code !== 200) throw new Error(`login ${phone}: ${json.code} ${json.msg}`);
  return json.data.accessToken;
}

/** `pnpm admin …` on the stack's database, as an operator runs it beside the servers. */
async function admin(stack: Stack, args: string[], input = ''): Promise<void> {
  const run = promisify(execFile)('pnpm', ['--silent', 'admin', ...args], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: stack.databaseUrl },
  });
  run.child.stdin?.end(input);
  await run;
}

/** The stack's people (global setup made them). */
export function people(stack: Stack): People {
  return JSON.parse(readFileSync(peopleFile(stack), 'utf8')) as People;
}

/** Makes the people on a fresh stack, or reads the ones an earlier run on this stack made. */
export async function ensurePeople(stack: Stack): Promise<People> {
  if (existsSync(peopleFile(stack))) return people(stack);
  const made: People = {
    admin: { phone: '13700000001', nickName: '站长' },
    anchor: { phone: '13700000002', nickName: '演播室老陈' },
    fans: Array.from({ length: FAN_COUNT }, (_, i) => ({ phone: `1370000001${i}`, nickName: `看台球迷${i + 1}` })),
    room: 0,
  };
  // the operator's command and the fans' sign-ups at once: each is mostly a slow password hash
  const adminMade = admin(
    stack,
    ['create', '--phone', made.admin.phone, '--nick', made.admin.nickName],
    `${STACK_PASSWORD}\n`,
  );
  const [anchorToken] = await Promise.all([made.anchor, ...made.fans].map((p) => registerFan(stack, p)));
  await admin(stack, ['room', '--phone', made.anchor.phone, '--title', '开球演播室·今日焦点', '--category', '1']);
  await adminMade;
  const rooms = (await (await fetch(`${stack.url}/api/vlive/rooms?category=1`)).json()) as Envelope<
    Array<{ id: number; matchId: number | null; anchor: { nickName: string } }>
  >;
  made.room = rooms.data.find((r) => r.matchId === null && r.anchor.nickName === made.anchor.nickName)!.id;
  // the anchor goes on air (and holds the schedule off the room for the run)
  const started = await post<{ status: string }>(stack, '/api/vlive/room/start', { id: made.room }, anchorToken);
  if (started.data?.status !== 'live') throw new Error(`room start: ${started.code} ${started.msg}`);
  writeFileSync(peopleFile(stack), JSON.stringify(made));
  return made;
}
