import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as contracts from './index';

const sources = readdirSync(__dirname).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));

describe('contracts stay server-safe', () => {
  it('loads without a DOM (this suite runs in the node environment)', () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
    expect(contracts.SUCCESS).toBe(200);
  });

  it('imports nothing but sibling contract files', () => {
    for (const file of sources) {
      const text = readFileSync(join(__dirname, file), 'utf8');
      const specifiers = [...text.matchAll(/from\s+'([^']+)'/g)].map((m) => m[1]);
      for (const s of specifiers)
        expect({ file, s, sibling: /^\.\/[\w-]+$/.test(s!) }).toEqual({ file, s, sibling: true });
      expect({ file, dom: /\b(window|document|navigator|localStorage|HTMLElement)\./.test(text) }).toEqual({
        file,
        dom: false,
      });
    }
  });
});

describe('catalogues carry the spec values', () => {
  it('error codes: NO_TOKEN → logout, the others → exception, 20001 is the video code', () => {
    expect(contracts.ErrorCodes.NO_TOKEN).toBe('NO_TOKEN');
    expect(contracts.ErrorCodes.VIDEO_NONE).toBe(20001);
    expect(contracts.EXCEPTION_CODES).not.toContain('NO_TOKEN');
    expect(contracts.EXCEPTION_CODES).toContain(20001);
  });

  it('message category codes are the docs/product.md §3 set, plus our fan alert', () => {
    expect(Object.values(contracts.MessageCodes).sort()).toEqual([
      10000, 10001, 10022, 10024, 10025, 10027, 10031, 10035, 10036, 10039, 10041,
    ]);
    expect(contracts.UNREAD_CODES).not.toContain(contracts.MessageCodes.FAN_ALERT);
    expect(contracts.HEARTBEAT_MS).toBe(10_000);
    expect(contracts.RECONNECT_MS).toBe(5_000);
  });

  it('statuses 0–13 / 0–15 and expert levels 1–7 all have Chinese labels', () => {
    expect(Object.keys(contracts.FOOTBALL_STATUS_LABELS).map(Number)).toEqual([...Array(14).keys()]);
    expect(Object.keys(contracts.BASKETBALL_STATUS_LABELS).map(Number)).toEqual([...Array(16).keys()]);
    expect(Object.keys(contracts.EXPERT_LEVELS).map(Number)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(contracts.FOOTBALL_STATUS_LABELS[3]).toBe('中场');
  });

  it('statistic and odds types', () => {
    expect(contracts.STAT_TYPES).toMatchObject({ CORNER: 2, YELLOW: 3, RED: 4, ATTACK: 23, DANGEROUS_ATTACK: 24 });
    expect([...contracts.PIE_STAT_TYPES].sort()).toEqual([21, 25, 70]);
    expect(contracts.ODDS_TYPES).toEqual({ ASIA: 1, EURO: 2, BS: 3 });
  });

  it('stored preference keys are exactly the spec names', () => {
    expect(Object.values(contracts.PREFERENCE_KEYS)).toEqual([
      'filterType',
      'filterId',
      'basketType',
      'basketImpt',
      'basketId',
      'downHide',
      'appInfo',
      'authImg',
    ]);
    expect(contracts.PLATFORM).toBe(4);
  });
});
