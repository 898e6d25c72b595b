/** Small HTTP helpers for tests: JSON and form posts returning status + parsed envelope. */
import { DEFAULT_AES_IV, DEFAULT_AES_KEY, type Envelope, type LoginResult } from '@kickoff/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { DEMO_USER } from '../accounts/users';
import { encryptPassword } from './crypto';

const { phone: DEMO_PHONE, password: DEMO_PASSWORD } = DEMO_USER;

/**
 * The password a test server gives every seeded account but the demo fan (its SEED_PASSWORD):
 * without it they are random, printed once.
 */
export const TEST_SEED_PASSWORD = 'seeded-for-tests';

export interface Reply<T = unknown> {
  status: number;
  body: Envelope<T>;
  headers: Headers;
}

async function parse<T>(res: Response): Promise<Reply<T>> {
  const text = await res.text();
  let body: Envelope<T>;
  try {
    body = JSON.parse(text) as Envelope<T>;
  } catch {
    throw new Error(`not JSON (HTTP ${res.status}): ${text.slice(0, 200)}`);
  }
  return { status: res.status, body, headers: res.headers };
}

export function client(base: string) {
  return {
    async get<T = unknown>(path: string, token?: string): Promise<Reply<T>> {
      return parse<T>(await fetch(base + path, { headers: token ? { accessToken: token } : {} }));
    },
    async postJson<T = unknown>(path: string, body: unknown, token?: string): Promise<Reply<T>> {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (token) headers.accessToken = token;
      return parse<T>(await fetch(base + path, { method: 'POST', headers, body: JSON.stringify(body) }));
    },
    async postForm<T = unknown>(path: string, fields: Record<string, string>, token?: string): Promise<Reply<T>> {
      const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
      if (token) headers.accessToken = token;
      return parse<T>(
        await fetch(base + path, { method: 'POST', headers, body: new URLSearchParams(fields).toString() }),
      );
    },
    async raw(path: string, init: RequestInit): Promise<{ status: number; text: string; headers: Headers }> {
      const res = await fetch(base + path, init);
      return { status: res.status, text: await res.text(), headers: res.headers };
    },
  };
}

export type TestClient = ReturnType<typeof client>;

/** The server a test calls: its URL (real HTTP) or the app itself (Fastify's inject). */
export type CallTarget = string | FastifyInstance;

export interface CallOptions {
  /** signs the call in (the accessToken header); none, or empty, calls as nobody */
  token?: string | null;
  /** sent as JSON */
  body?: unknown;
  headers?: Record<string, string>;
}

/** One API call, answered by its envelope. */
export async function callApi<T>(
  target: CallTarget,
  method: 'GET' | 'POST',
  path: string,
  { token, body, headers = {} }: CallOptions = {},
): Promise<Envelope<T>> {
  const sent: Record<string, string> = { ...headers };
  if (token) sent.accesstoken = token;
  if (typeof target !== 'string') {
    const res = await target.inject({
      method,
      url: path,
      headers: sent,
      ...(body === undefined ? {} : { payload: body as object }),
    });
    return res.json<Envelope<T>>();
  }
  if (body !== undefined) sent['content-type'] = 'application/json';
  const res = await fetch(target + path, {
    method,
    headers: sent,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as Envelope<T>;
}

/** The data of a call that must succeed; any other envelope throws with its code and message. */
export async function dataOf<T>(path: string, reply: Promise<Envelope<T>>): Promise<T> {
  const env = await reply;
  if (env.code !== 200) throw new Error(`${path}: ${env.code} ${env.msg}`);
  return env.data;
}

/**
 * Signs a seeded account in: the demo fan by its published password, any other by the one a test
 * server gives them (TEST_SEED_PASSWORD); fails loudly.
 */
export async function loginAs(api: TestClient, phone: string): Promise<LoginResult> {
  const plain = phone === DEMO_PHONE ? DEMO_PASSWORD : TEST_SEED_PASSWORD;
  const login = await api.postForm<LoginResult>('/user/login', {
    phone,
    password: encryptPassword(plain, DEFAULT_AES_KEY, DEFAULT_AES_IV),
  });
  if (login.body.code !== 200) throw new Error(`${phone} login failed: ${JSON.stringify(login.body)}`);
  return login.body.data;
}

/** Signs the seeded demo fan in with its published password (the default AES key/iv). */
export function loginDemo(api: TestClient): Promise<LoginResult> {
  return loginAs(api, DEMO_PHONE);
}
