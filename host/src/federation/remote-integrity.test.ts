/** The integrity remotes.json recorded reaches the entry script element and refuses a manifest with other bytes. */
import { createHash } from 'node:crypto';
import { checkedManifest, entryScript, expectIntegrity, isPinned } from './remote-integrity';
import remoteTimeout from './remote-timeout';

const sri = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;
const MANIFEST = '{"name":"news"}';

beforeAll(() => {
  // node has the browser's fetch Response and Web Crypto; of the DOM only createElement is needed
  Object.assign(globalThis, { document: { createElement: () => ({}) } });
  expectIntegrity({
    env: 'e2e',
    remotes: {
      news: {
        url: 'http://cdn/news/mf-manifest.json',
        version: '1',
        prefixes: ['/news'],
        integrity: sri('var news;'),
        manifestIntegrity: sri(MANIFEST),
      },
      scores: { url: 'http://cdn/scores/mf-manifest.json', version: '1', prefixes: ['/live'] },
    },
  });
});

describe('remote integrity', () => {
  it('the entry script carries the recorded integrity and asks for CORS', () => {
    const s = entryScript('http://cdn/news/remoteEntry.js', 'news')!;
    expect(s.integrity).toBe(sri('var news;'));
    expect(s.crossOrigin).toBe('anonymous');
    expect(s.src).toBe('http://cdn/news/remoteEntry.js');
  });

  it('an entry with no integrity recorded is still asked for with CORS, as its preload is', () => {
    const s = entryScript('http://cdn/scores/remoteEntry.js', 'scores')!;
    expect(s.crossOrigin).toBe('anonymous');
    expect(s.integrity).toBeUndefined();
    expect(entryScript('http://cdn/news/remoteEntry.js')?.integrity).toBeUndefined();
  });

  it('not the entry: the runtime makes its own script', () => {
    expect(entryScript('http://cdn/news/235.abcdef12.js', 'news')).toBeUndefined();
  });

  it('a remote whose entry is pinned has its chunks loaded by that entry, not preloaded', () => {
    expect([isPinned('news'), isPinned('scores'), isPinned('nobody')]).toEqual([true, false, false]);
  });

  it('the runtime plugin leaves a pinned remote’s chunks to its entry and preloads the others', async () => {
    const preloadOps = [{ nameOrAlias: 'news' }, { nameOrAlias: 'scores' }];
    await remoteTimeout().beforePreloadRemote!({ preloadOps, options: {}, origin: {} } as never);
    expect(preloadOps.map((o) => o.nameOrAlias)).toEqual(['scores']);
  });

  it('a manifest with the recorded bytes passes; other bytes are refused', async () => {
    const good = new Response(MANIFEST);
    expect(await checkedManifest(good, 'news')).toBe(good);
    expect(await good.json()).toEqual({ name: 'news' });
    await expect(checkedManifest(new Response('{"name":"evil"}'), 'news')).rejects.toThrow('integrity mismatch');
    const unchecked = new Response('{"name":"scores"}');
    expect(await checkedManifest(unchecked, 'scores')).toBe(unchecked);
  });
});
