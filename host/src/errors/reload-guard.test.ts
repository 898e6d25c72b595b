import { clearReloadMark, isChunkLoadError, reloadOnce, RELOAD_MARK } from './reload-guard';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

describe('chunk load errors', () => {
  it('recognises webpack and browser chunk failures only', () => {
    const chunk = new Error('Loading chunk 387 failed.\n(error: http://x/387.js)');
    chunk.name = 'ChunkLoadError';
    expect(isChunkLoadError(chunk)).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk vendors-node_modules failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/a.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });
});

describe('reload once, never a loop', () => {
  it('reloads the first time and refuses the second until the mark is cleared', () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    expect(reloadOnce({ storage, reload })).toBe(true);
    expect(storage.data.has(RELOAD_MARK)).toBe(true);
    // the reloaded page fails again: no second reload
    expect(reloadOnce({ storage, reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    clearReloadMark(storage);
    expect(reloadOnce({ storage, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
