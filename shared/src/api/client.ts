/**
 * The HTTP client of every app (docs/product.md §7/§8): three bases chosen by path, the accessToken header
 * when logged in, default extra GET params, and the envelope rules turned into events.
 */
import axios, { type AxiosInstance } from 'axios';
import { ErrorCodes, EXCEPTION_CODES, type ErrorCode } from '../contracts/codes';
import { SUCCESS, type Envelope } from '../contracts/envelope';
import { takeEarlyAnswer, type EarlyAnswer } from '../contracts/early-answers';
import type { PostBody, PostData, PostPath } from '../contracts/post-calls';
import { useAuthStore } from '../stores/auth';
import { TypedEmitter, type ApiEventMap } from './events';

export interface ApiConfig {
  /** main API base, e.g. 'https://api.example.com' or '' for same origin */
  mainBase: string;
  /** live API base, used for paths starting with /api/ */
  liveBase: string;
  /** messaging API base, used for paths containing /imapi or /imserver */
  imBase: string;
  /** query params added to every GET (docs/product.md §7: none set by default) */
  defaultParams: Record<string, string | number>;
  /** where the token comes from; the auth store by default */
  getToken: () => string;
  timeoutMs: number;
}

export type Base = 'main' | 'live' | 'im';

/** docs/product.md §7: /api/… → live; …/imapi… or …/imserver… → messaging; anything else → main. */
export function baseFor(path: string): Base {
  if (path.startsWith('/api/')) return 'live';
  if (path.includes('/imapi') || path.includes('/imserver')) return 'im';
  return 'main';
}

export class ApiHttpError extends Error {
  constructor(
    readonly status: number,
    readonly path: string,
  ) {
    super(`HTTP ${status} on ${path}`);
    this.name = 'ApiHttpError';
  }
}

interface PostOptions {
  /** send application/x-www-form-urlencoded instead of JSON (login and register, docs/product.md §7) */
  form?: boolean;
}

type FormValue = string | number | boolean | undefined | null;

/**
 * What follows the path in a `post`: the path's body from the contracts' PostCalls map (none for a bare
 * call), then the options.
 */
type PostArgs<P extends PostPath> = [PostBody<P>] extends [undefined]
  ? [body?: undefined, options?: PostOptions]
  : [body: PostBody<P>, options?: PostOptions];

/** A `POST` typed by its path: the body must be the path's, the envelope carries the path's data. */
export type TypedPost = <P extends PostPath>(path: P, ...args: PostArgs<P>) => Promise<Envelope<PostData<P>>>;

export interface ApiClient {
  readonly events: TypedEmitter<ApiEventMap>;
  readonly http: AxiosInstance;
  configure(patch: Partial<ApiConfig>): void;
  config(): Readonly<ApiConfig>;
  urlFor(path: string): string;
  get<T>(path: string, params?: Record<string, FormValue>): Promise<Envelope<T>>;
  post: TypedPost;
}

const DEFAULTS: ApiConfig = {
  mainBase: '',
  liveBase: '',
  imBase: '',
  defaultParams: {},
  getToken: () => useAuthStore.getState().token,
  timeoutMs: 15_000,
};

function toForm(body: unknown): URLSearchParams {
  const form = new URLSearchParams();
  for (const [k, v] of Object.entries((body ?? {}) as Record<string, FormValue>)) {
    if (v !== undefined && v !== null) form.append(k, String(v));
  }
  return form;
}

function isEnvelope(x: unknown): x is Envelope<unknown> {
  return typeof x === 'object' && x !== null && 'code' in x;
}

/**
 * The answer early.js took for this URL from the page's preload (a newcomer's first call, asked for
 * by the HTML before main.js ran), once; null when there is none or it failed (then the call is made).
 */
async function earlyAnswer(uri: string): Promise<EarlyAnswer | null> {
  if (typeof window === 'undefined') return null;
  return (await takeEarlyAnswer(window, new URL(uri, window.location.href).href)) ?? null;
}

export function createApiClient(initial: Partial<ApiConfig> = {}): ApiClient {
  let cfg: ApiConfig = { ...DEFAULTS, ...initial };
  const events = new TypedEmitter<ApiEventMap>();
  // every status reaches our handler so 400 can become the "home" event instead of a throw
  const http = axios.create({ validateStatus: () => true });

  const urlFor = (path: string): string => {
    const base = { main: cfg.mainBase, live: cfg.liveBase, im: cfg.imBase }[baseFor(path)];
    return base.replace(/\/$/, '') + path;
  };

  const headers = (token: string): Record<string, string> => (token ? { accessToken: token } : {});

  /** `sent`: the token the call went out with */
  function settle<T>(path: string, status: number, body: unknown, sent: string): Envelope<T> {
    if (status === 400) {
      events.emit('home', { path, status });
      throw new ApiHttpError(status, path);
    }
    if (!isEnvelope(body)) throw new ApiHttpError(status, path);
    const env = body as Envelope<T>;
    // Some business errors travel with an HTTP status (the server's rate limit is a 429, an
    // oversized body a 413): a known code in their envelope is handled like any other.
    const known = env.code === ErrorCodes.NO_TOKEN || EXCEPTION_CODES.includes(env.code as ErrorCode);
    if ((status < 200 || status >= 300) && !known) throw new ApiHttpError(status, path);
    if (env.code === SUCCESS) return env;
    // a refusal of a token this device has since dropped or replaced (a call in flight while the
    // fan signed out or in) says nothing of the session now, and must not end it a second time
    if (env.code === ErrorCodes.NO_TOKEN) {
      if (sent === cfg.getToken()) events.emit('logout', { path });
    } else if (known) events.emit('exception', { code: env.code as ErrorCode, msg: env.msg, path });
    return env;
  }

  return {
    events,
    http,
    configure(patch) {
      cfg = { ...cfg, ...patch };
    },
    config: () => cfg,
    urlFor,
    async get<T>(path: string, params: Record<string, FormValue> = {}) {
      const token = cfg.getToken();
      const options = { params: { ...cfg.defaultParams, ...params }, headers: headers(token), timeout: cfg.timeoutMs };
      const early = token ? null : await earlyAnswer(http.getUri({ url: urlFor(path), params: options.params }));
      if (early) return settle<T>(path, early.status, early.body, token);
      const res = await http.get(urlFor(path), options);
      return settle<T>(path, res.status, res.data, token);
    },
    async post<T>(path: string, body?: unknown, options: PostOptions = {}) {
      const data = options.form ? toForm(body) : (body ?? {});
      const contentType = options.form ? 'application/x-www-form-urlencoded' : 'application/json';
      const token = cfg.getToken();
      const res = await http.post(urlFor(path), data, {
        headers: { ...headers(token), 'Content-Type': contentType },
        timeout: cfg.timeoutMs,
      });
      return settle<T>(path, res.status, res.data, token);
    },
  };
}

/** The configured singleton every app shares (the package is a federation singleton). */
export const api = createApiClient();
export const apiEvents = api.events;

export function configureApi(patch: Partial<ApiConfig>): void {
  api.configure(patch);
}

export function get<T>(path: string, params?: Record<string, FormValue>): Promise<Envelope<T>> {
  return api.get<T>(path, params);
}

export const post: TypedPost = (path, ...args) => api.post(path, ...args);
