/** The integrity remotes.json recorded reaches the entry script element and refuses a manifest with other bytes. */
import { createHash } from 'node:crypto';
import { checkedManifest, entryScript, expectIntegrity } from './remote-integrity';

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

  it('no integrity recorded, or not the entry: the runtime makes its own script', () => {
    expect(entryScript('http://cdn/scores/remoteEntry.js', 'scores')).toBeUndefined();
    expect(entryScript('http://cdn/news/235.abcdef12.js', 'news')).toBeUndefined();
    expect(entryScript('http://cdn/news/remoteEntry.js')).toBeUndefined();
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
