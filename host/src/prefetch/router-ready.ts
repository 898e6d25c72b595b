/** The first page is on screen: the point after which background work (the idle prefetch) may start. */

/** performance.mark() set when the first page is usable. */
export const FIRST_PAGE_MARK = 'kickoff:first-page';

/** Resolves once a data router has finished its first navigation (lazy routes and pages loaded). */
export function routerReady(router: {
  state: { initialized: boolean };
  subscribe(fn: (s: { initialized: boolean }) => void): () => void;
}): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
