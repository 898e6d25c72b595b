/** @jest-environment jsdom */
import type { RemotesManifest } from '../app/remote-registry';
import { FIRST_PAGE_ALONE_MS, prefetchTabRemotes } from './idle-prefetch';

const manifest: RemotesManifest = {
  env: 'test',
  remotes: {
    scores: { url: 's', version: '1', prefixes: ['/live'] },
    vlive: { url: 'v', version: '1', prefixes: ['/vlive'] },
  },
};

afterEach(() => jest.useRealTimers());

test('the first page has the line to itself for FIRST_PAGE_ALONE_MS before any other remote is asked for', () => {
  jest.useFakeTimers();
  const load = jest.fn().mockResolvedValue({});
  prefetchTabRemotes({ manifest, port: '', navigator: { connection: { effectiveType: '4g' } }, load });
  jest.advanceTimersByTime(FIRST_PAGE_ALONE_MS - 1);
  expect(load).not.toHaveBeenCalled();
  // then, once the browser is idle (jsdom has no idle callback: at once)
  jest.advanceTimersByTime(1);
  expect(load.mock.calls.map(([name]) => name as string).sort()).toEqual(['scores', 'vlive']);
});
