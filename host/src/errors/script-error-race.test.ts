/** @jest-environment jsdom */
import { isChunkLoadError } from './reload-guard';
import { raceScriptErrors } from './script-error-race';

describe('raceScriptErrors', () => {
  it('a script that fails to load rejects the pending import with a ChunkLoadError', async () => {
    const pending = raceScriptErrors(new Promise(() => undefined));
    const script = document.createElement('script');
    script.src = 'http://remote/page-hot.1234.js';
    document.head.appendChild(script);
    script.dispatchEvent(new Event('error'));
    const error = await pending.catch((e: unknown) => e);
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('passes the result through and ignores other elements', async () => {
    const img = document.createElement('img');
    document.body.appendChild(img);
    const work = raceScriptErrors(Promise.resolve(42));
    img.dispatchEvent(new Event('error'));
    await expect(work).resolves.toBe(42);
  });
});
