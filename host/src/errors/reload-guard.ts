/**
 * docs/product.md §8: a failed chunk load triggers a full page reload — exactly once. A sessionStorage mark
 * survives the reload, so if the chunk is still missing afterwards we show the error instead of
 * looping. A later successful navigation clears the mark.
 */
export const RELOAD_MARK = 'kickoff:chunk-reload';

const CHUNK_ERROR_MESSAGES = [
  /Loading (CSS )?chunk [\w-]+ failed/i,
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
];

/** webpack's ChunkLoadError, the federation runtime's script errors, and the browsers' import() failures. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return CHUNK_ERROR_MESSAGES.some((pattern) => pattern.test(error.message));
}

export interface ReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  reload: () => void;
}

/** Reloads the page if it has not just done so for this reason; returns whether it did. */
export function reloadOnce(deps: ReloadDeps): boolean {
  if (deps.storage.getItem(RELOAD_MARK)) return false;
  deps.storage.setItem(RELOAD_MARK, String(Date.now()));
  deps.reload();
  return true;
}

/** Called once a page rendered: the next chunk failure may reload again. */
export function clearReloadMark(storage: Pick<Storage, 'removeItem'>): void {
  storage.removeItem(RELOAD_MARK);
}
