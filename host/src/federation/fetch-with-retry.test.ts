import { fetchWithRetry, RemoteTimeoutError, REMOTE_BUDGET_MS } from './fetch-with-retry';

function clock() {
  let t = 0;
  return { now: () => t, sleep: async (ms: number) => void (t += ms), advance: (ms: number) => void (t += ms) };
}

describe('fetchWithRetry', () => {
  it('the whole budget is at most 8 s', () => {
    expect(REMOTE_BUDGET_MS).toBeLessThanOrEqual(8000);
  });

  it('retries a refused connection with growing pauses, then succeeds', async () => {
    const c = clock();
    const pauses: number[] = [];
    const fetchImpl = jest
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('{}', { status: 200 }));
    const res = await fetchWithRetry(
      'http://r/mf-manifest.json',
      {},
      { fetchImpl, now: c.now, sleep: async (ms) => (pauses.push(ms), c.sleep(ms)) },
    );
    expect(res.status).toBe(200);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
    expect(pauses).toEqual([300, 900]);
  });

  it('gives up with RemoteTimeoutError after the backoff steps, within the budget', async () => {
    const c = clock();
    const fetchImpl = jest.fn().mockImplementation(async () => {
      c.advance(100);
      throw new TypeError('Failed to fetch');
    });
    await expect(
      fetchWithRetry('http://r/m.json', {}, { fetchImpl, now: c.now, sleep: c.sleep }),
    ).rejects.toBeInstanceOf(RemoteTimeoutError);
    expect(fetchImpl).toHaveBeenCalledTimes(4);
    expect(c.now()).toBeLessThanOrEqual(8000);
  });

  it('retries a 5xx but returns a 404 at once', async () => {
    const c = clock();
    const fetchImpl = jest
      .fn()
      .mockResolvedValueOnce(new Response('', { status: 503 }))
      .mockResolvedValueOnce(new Response('', { status: 404 }));
    const res = await fetchWithRetry('http://r/m.json', {}, { fetchImpl, now: c.now, sleep: c.sleep });
    expect(res.status).toBe(404);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('aborts an attempt that hangs', async () => {
    const fetchImpl = jest
      .fn()
      .mockImplementation(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          ),
      );
    // a budget with room for both attempts however late a loaded machine fires the timers: each hung
    // attempt is cut at attemptMs, so both are over long before the budget is
    const started = Date.now();
    await expect(
      fetchWithRetry('http://r/m.json', {}, { fetchImpl, budgetMs: 3_000, attemptMs: 50, backoffMs: [10] }),
    ).rejects.toBeInstanceOf(RemoteTimeoutError);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(Date.now() - started).toBeLessThan(1_500);
  });
});
