/**
 * A remote page chunk whose script fails to load can leave its import() pending for ever (the
 * federation script loader drops the error), so the route never errors and the reload rule never
 * runs. While a lazy route loads we listen for script load errors (they only reach window in the
 * capture phase) and turn one into the ChunkLoadError webpack would have raised.
 */
export function raceScriptErrors<T>(
  work: Promise<T>,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onError = (e: Event) => {
      const el = e.target as { tagName?: string; src?: string } | null;
      if (el?.tagName !== 'SCRIPT') return;
      const err = new Error(`Loading chunk ${el.src ?? ''} failed.`);
      err.name = 'ChunkLoadError';
      cleanup();
      reject(err);
    };
    const cleanup = () => target.removeEventListener('error', onError, true);
    target.addEventListener('error', onError, true);
    work.then(
      (v) => {
        cleanup();
        resolve(v);
      },
      (e: unknown) => {
        cleanup();
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}
