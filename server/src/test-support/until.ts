/** Polls `what` until it gives a value (not undefined) and returns it; fails after `ms`. */
export async function until<T>(what: () => Promise<T | undefined>, ms = 30_000, pollMs = 300): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await what();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error(`nothing came within ${ms} ms`);
    await new Promise((r) => setTimeout(r, pollMs));
  }
}
