import { routerReady } from './router-ready';

describe('routerReady', () => {
  it('waits for the router to finish its first navigation', async () => {
    let listener: ((s: { initialized: boolean }) => void) | undefined;
    const router = {
      state: { initialized: false },
      subscribe: (fn: (s: { initialized: boolean }) => void) => ((listener = fn), () => (listener = undefined)),
    };
    let done = false;
    const ready = routerReady(router).then(() => (done = true));
    listener?.({ initialized: false });
    await Promise.resolve();
    expect(done).toBe(false);
    listener?.({ initialized: true });
    await ready;
    expect(done).toBe(true);
    expect(listener).toBeUndefined();
  });

  it('resolves at once for a router that has already shown its first page', async () => {
    await expect(
      routerReady({ state: { initialized: true }, subscribe: () => () => undefined }),
    ).resolves.toBeUndefined();
  });
});
