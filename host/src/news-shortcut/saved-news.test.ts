import { NEWS_NAV_KEY } from '@kickoff/shared/contracts';
import { readSavedNews, removeSavedNews, savedNewsHref } from './saved-news';

function memoryStorage(initial?: unknown) {
  const data = new Map<string, string>();
  if (initial !== undefined) data.set(NEWS_NAV_KEY, JSON.stringify(initial));
  return { data, getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

describe('saved news shortcut', () => {
  it('reads well-formed items and tolerates junk', () => {
    expect(readSavedNews(memoryStorage([{ tag: '英超', title: '曼城逆转' }, { nope: 1 }]))).toEqual([
      { tag: '英超', title: '曼城逆转' },
    ]);
    const broken = memoryStorage();
    broken.data.set(NEWS_NAV_KEY, '{oops');
    expect(readSavedNews(broken)).toEqual([]);
    expect(readSavedNews(memoryStorage())).toEqual([]);
  });

  it('removes one item and writes the rest back', () => {
    const s = memoryStorage([
      { tag: 'A', title: 'a' },
      { tag: 'B', title: 'b' },
    ]);
    expect(removeSavedNews(s, 0)).toEqual([{ tag: 'B', title: 'b' }]);
    expect(JSON.parse(s.data.get(NEWS_NAV_KEY)!)).toEqual([{ tag: 'B', title: 'b' }]);
  });

  it('qz opens community detail by code, anything else news detail by type and id', () => {
    expect(savedNewsHref({ tag: '圈子', title: 't', link1: 'qz', code: 'P 9' })).toBe('/community/detail?code=P%209');
    expect(savedNewsHref({ tag: '头条', title: 't', link1: 'zx', type: 1002, id: 77 })).toBe('/news/1002/77');
  });
});
