import type { RemotesManifest } from '../app/remote-registry';
import { prefetchTabRemotes, tabRemotes } from './idle-prefetch';

const manifest: RemotesManifest = {
  env: 'test',
  remotes: {
    scores: { url: 's', version: '1', prefixes: ['/live'] },
    vlive: { url: 'v', version: '1', prefixes: ['/vlive'] },
    news: { url: 'n', version: '1', prefixes: ['/news', '/community', '/database', '/proposal'] },
    messaging: { url: 'm', version: '1', prefixes: ['/message', '/ChatGPT'] },
    account: { url: 'a', version: '1', prefixes: ['/user', '/activity', '/download'] },
  },
};

describe('idle prefetch (docs/product.md §9)', () => {
  it('covers every remote behind the tab bar', () => {
    expect(tabRemotes(manifest, '39080').sort()).toEqual(['account', 'messaging', 'news', 'scores', 'vlive']);
  });

  it('loads them when idle on a normal connection', () => {
    const load = jest.fn().mockResolvedValue({});
    let idle: (() => void) | undefined;
    const names = prefetchTabRemotes({
      manifest,
      port: '',
      navigator: { connection: { effectiveType: '4g' } },
      whenIdle: (fn) => (idle = fn),
      load,
    });
    expect(names).toHaveLength(5);
    expect(load).not.toHaveBeenCalled();
    idle?.();
    expect(load).toHaveBeenCalledTimes(5);
  });

  it('skips 2g, slow-2g and data saver', () => {
    const load = jest.fn();
    const whenIdle = (fn: () => void) => fn();
    for (const connection of [
      { effectiveType: '2g' },
      { effectiveType: 'slow-2g' },
      { effectiveType: '4g', saveData: true },
    ]) {
      expect(prefetchTabRemotes({ manifest, port: '', navigator: { connection }, whenIdle, load })).toEqual([]);
    }
    expect(load).not.toHaveBeenCalled();
  });
});
