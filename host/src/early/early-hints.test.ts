/** @jest-environment jsdom */
import {
  filesFor,
  mainStarted,
  preloadLink,
  setEarlyStart,
  takeEarlyStart,
  type Hint,
  type PreloadHints,
} from './early-hints';

const js = (href: string): Hint => ({ href, as: 'script', integrity: `sha256-${href}` });

const HINTS: PreloadHints = {
  expose: { files: [js('expose.js')], shared: ['routing'] },
  pages: [
    {
      pattern: '^/live/hot/?$',
      files: [js('page-hot.js'), { href: 'page-hot.css', as: 'style' }],
      shared: ['react', 'data'],
    },
    { pattern: '^/live/zq/?$', files: [js('page-zq.js')], shared: [] },
  ],
  shared: {
    routing: { files: [js('routing.js')], shared: ['react'] },
    react: { files: [js('react.js')], shared: [] },
    data: { files: [js('data.js'), js('page-hot.js')], shared: ['swr', 'ui'] },
    swr: { files: [js('swr.js')], shared: ['react'] },
    ui: { files: [js('ui.js')], shared: ['cookies'] },
    cookies: { files: [js('cookies.js')], shared: [] },
  },
};

describe('the files early.js preloads for a path', () => {
  it("the routes module's and the page's, with the copies of the shared modules they take, each once", () => {
    expect(filesFor(HINTS, '/live/hot', new Set()).map((h) => h.href)).toEqual([
      'expose.js',
      'routing.js',
      'react.js',
      'page-hot.js',
      'page-hot.css',
      'data.js',
      'swr.js',
      'ui.js',
      'cookies.js',
    ]);
  });

  it("leaves out what the host provides, and what only the host's copy of it would take", () => {
    const files = filesFor(HINTS, '/live/hot/', new Set(['react', 'ui'])).map((h) => h.href);
    expect(files).toEqual(['expose.js', 'routing.js', 'page-hot.js', 'page-hot.css', 'data.js', 'swr.js']);
  });

  it('another page of the remote gets its own chunks; a page not listed only the routes module', () => {
    expect(filesFor(HINTS, '/live/zq', new Set(['react'])).map((h) => h.href)).toEqual([
      'expose.js',
      'routing.js',
      'page-zq.js',
    ]);
    expect(filesFor(HINTS, '/live/zq/detail/1', new Set(['react'])).map((h) => h.href)).toEqual([
      'expose.js',
      'routing.js',
    ]);
  });
});

describe('the preload link of a file', () => {
  const base = 'http://cdn.example/scores/1.0.0/mf-manifest.json';

  it("a script as the chunk loader asks for it: CORS, its integrity, beside the remote's manifest", () => {
    const link = preloadLink(document, js('page-hot.js'), base);
    expect(link.rel).toBe('preload');
    expect(link.getAttribute('as')).toBe('script');
    expect(link.href).toBe('http://cdn.example/scores/1.0.0/page-hot.js');
    expect(link.crossOrigin).toBe('anonymous');
    expect(link.getAttribute('integrity')).toBe('sha256-page-hot.js');
  });

  it("a style: CORS only from another origin, as mini-css-extract's link", () => {
    const style: Hint = { href: 'page-hot.css', as: 'style' };
    expect(preloadLink(document, style, base).crossOrigin).toBe('anonymous');
    const same = preloadLink(document, style, `${window.location.origin}/kickoff/scores/1.0.0/mf-manifest.json`);
    expect(same.crossOrigin).toBeNull();
    expect(same.hasAttribute('integrity')).toBe(false);
  });

  it('the manifest as the federation runtime fetches it: CORS, no integrity (it is checked after)', () => {
    const link = preloadLink(document, { href: base, as: 'fetch' }, base);
    expect([link.getAttribute('as'), link.href, link.crossOrigin]).toEqual(['fetch', base, 'anonymous']);
    expect(link.hasAttribute('integrity')).toBe(false);
  });
});

describe('remotes.json handed from early.js to main.js', () => {
  it('is taken once: a second load asks the network itself', async () => {
    const win = {};
    setEarlyStart(win, { remotes: Promise.resolve('{"env":"local","remotes":{}}') });
    expect(mainStarted(win)).toBe(false);
    await expect(takeEarlyStart(win)?.remotes).resolves.toContain('"env":"local"');
    expect(takeEarlyStart(win)).toBeUndefined();
  });

  it('main.js first: early.js, come late, is told so and asks for nothing', () => {
    const win = {};
    expect(takeEarlyStart(win)).toBeUndefined();
    expect(mainStarted(win)).toBe(true);
  });
});
