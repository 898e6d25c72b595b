/** @jest-environment jsdom */
import { readFilter, saveFilter } from './filter-cookies';

/** Captures what js-cookie writes, expiry included (jsdom's document.cookie hides the attributes). */
function captureCookies(): string[] {
  const writes: string[] = [];
  const proto = Object.getPrototypeOf(document) as object;
  const native =
    Object.getOwnPropertyDescriptor(Document.prototype, 'cookie') ?? Object.getOwnPropertyDescriptor(proto, 'cookie');
  jest.spyOn(document, 'cookie', 'set').mockImplementation((v: string) => {
    writes.push(v);
    native?.set?.call(document, v);
  });
  return writes;
}

const expiresOf = (writes: string[], name: string) => {
  const line = writes.find((w) => w.startsWith(`${name}=`));
  const m = /expires=([^;]+)/.exec(line ?? '');
  return m ? new Date(m[1]!) : null;
};

describe('filter cookies', () => {
  afterEach(() => jest.restoreAllMocks());

  it('football filter saved at 09:30 expires at 10:00 the same day', () => {
    const writes = captureCookies();
    const now = new Date(2026, 10, 22, 9, 30);
    saveFilter('football', { kind: 'leagues', ids: [3, 7] }, false, now);
    expect(expiresOf(writes, 'filterId')?.getTime()).toBe(new Date(2026, 10, 22, 10, 0, 0).getTime());
    expect(writes.some((w) => w.startsWith('filterType=leagues'))).toBe(true);
  });

  it('football filter saved after 10:00 expires at 10:00 the next day', () => {
    const writes = captureCookies();
    const now = new Date(2026, 10, 22, 21, 0);
    saveFilter('football', { kind: 'jczq', ids: [] }, false, now);
    expect(expiresOf(writes, 'filterType')?.getTime()).toBe(new Date(2026, 10, 23, 10, 0, 0).getTime());
    expect(writes.some((w) => w.startsWith('filterType=jczq'))).toBe(true);
  });

  it('basketball filter follows the 15:00 rule and records 热门', () => {
    const writes = captureCookies();
    const now = new Date(2026, 10, 22, 14, 0);
    saveFilter('basketball', { kind: 'leagues', ids: [1] }, true, now);
    expect(expiresOf(writes, 'basketId')?.getTime()).toBe(new Date(2026, 10, 22, 15, 0, 0).getTime());
    expect(writes.some((w) => w.startsWith('basketImpt=1'))).toBe(true);
    expect(writes.some((w) => w.startsWith('basketType=leagues'))).toBe(true);
  });

  it('reads back what was saved (saved now, so not yet expired)', () => {
    saveFilter('football', { kind: 'leagues', ids: [3, 7] });
    expect(readFilter('football')).toEqual({ kind: 'leagues', ids: [3, 7] });
    saveFilter('football', { kind: 'all', ids: [] });
    expect(readFilter('football')).toEqual({ kind: 'all', ids: [] });
    saveFilter('basketball', { kind: 'leagues', ids: [1, 2] });
    expect(readFilter('basketball')).toEqual({ kind: 'leagues', ids: [1, 2] });
  });
});
