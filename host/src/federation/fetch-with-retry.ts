/**
 * The budget a remote gets on a phone: every attempt together stays within 8 s, with a pause that
 * grows between attempts, so a remote that is down shows its fallback quickly and a remote that
 * blips once still loads.
 */
export const REMOTE_BUDGET_MS = 8_000;
/** no single attempt may eat the whole budget, so a hung server still leaves room for a retry */
const ATTEMPT_MS = 4_000;
export const BACKOFF_MS: readonly number[] = [300, 900, 2_000];

export interface RetryOptions {
  budgetMs?: number;
  attemptMs?: number;
  backoffMs?: readonly number[];
  fetchImpl?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class RemoteTimeoutError extends Error {
  constructor(
    readonly url: string,
    readonly attempts: number,
    readonly lastError: unknown,
  ) {
    super(`${url}: no answer after ${attempts} attempt(s): ${String(lastError)}`);
    this.name = 'RemoteTimeoutError';
  }
}

/** Fetches `url`; retries network errors, timeouts and 5xx with backoff until the budget runs out. */
export async function fetchWithRetry(url: string, init: RequestInit = {}, opts: RetryOptions = {}): Promise<Response> {
  const {
    budgetMs = REMOTE_BUDGET_MS,
    attemptMs = ATTEMPT_MS,
    backoffMs = BACKOFF_MS,
    fetchImpl = fetch,
    sleep = realSleep,
    now = Date.now,
  } = opts;
  const deadline = now() + budgetMs;
  let attempts = 0;
  let lastError: unknown = null;
  for (;;) {
    const left = deadline - now();
    if (left <= 0) break;
    attempts += 1;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), Math.min(left, attemptMs));
    try {
      const res = await fetchImpl(url, { ...init, signal: controller.signal });
      // a 4xx will not get better by asking again; a 5xx may (a deploy in progress)
      if (res.status < 500) return res;
      lastError = new Error(`HTTP ${res.status}`);
    } catch (e) {
      lastError = e;
    } finally {
      clearTimeout(timer);
    }
    const pause = backoffMs[attempts - 1];
    if (pause === undefined || deadline - now() <= pause) break;
    await sleep(pause);
  }
  throw new RemoteTimeoutError(url, attempts, lastError);
}
