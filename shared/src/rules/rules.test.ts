import { matchMinute, isFootballLive } from './match-minute';
import { handicapLabel, handicapNumeric } from './handicap';
import { truncate } from './truncate';
import { weekName, WEEK_NAMES } from './week';
import { fileSize } from './file-size';
import { normalizeBasketType } from './basket-type';
import { choosePortrait } from './portrait';
import { prefetchAllowed } from './prefetch';

describe('matchMinute', () => {
  const kt = 1_700_000_000;
  const at = (sec: number) => (kt + sec) * 1000;
  it('first half counts the minute in progress and caps at 45+', () => {
    expect(matchMinute(2, kt, at(0))).toBe('1');
    expect(matchMinute(2, kt, at(59))).toBe('1');
    expect(matchMinute(2, kt, at(60))).toBe('2');
    expect(matchMinute(2, kt, at(44 * 60 + 59))).toBe('45');
    expect(matchMinute(2, kt, at(45 * 60))).toBe('45+');
    expect(matchMinute(2, kt, at(52 * 60))).toBe('45+');
  });
  it('second half adds 45 and caps at 90+', () => {
    expect(matchMinute(4, kt, at(0))).toBe('46');
    expect(matchMinute(4, kt, at(30 * 60 + 5))).toBe('76');
    expect(matchMinute(4, kt, at(44 * 60 + 59))).toBe('90');
    expect(matchMinute(4, kt, at(45 * 60))).toBe('90+');
  });
  it('a clock behind kick-off still shows minute 1', () => {
    expect(matchMinute(2, kt, at(-30))).toBe('1');
  });
  it('half time and other statuses show their label', () => {
    expect(matchMinute(3, kt, at(100))).toBe('中场');
    expect(matchMinute(1, kt)).toBe('未开始');
    expect(matchMinute(8, kt)).toBe('完');
    expect(matchMinute(7, kt)).toBe('点球');
  });
  it('live is status 2..7', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 13].map(isFootballLive)).toEqual([
      false,
      false,
      true,
      true,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('handicap', () => {
  it('labels quarter steps', () => {
    expect([0, 0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75, 2, 2.25, 2.5, 2.75, 3].map(handicapLabel)).toEqual([
      '平手',
      '平手/半球',
      '半球',
      '半球/一球',
      '一球',
      '一球/球半',
      '球半',
      '球半/两球',
      '两球',
      '两球/两球半',
      '两球半',
      '两球半/三球',
      '三球',
    ]);
    expect(handicapLabel(9.75)).toBe('九球半/十球');
    expect(handicapLabel(10)).toBe('十球');
  });
  it('prefixes negatives with 受', () => {
    expect(handicapLabel(-0.5)).toBe('受半球');
    expect(handicapLabel(-0.25)).toBe('受平手/半球');
    expect(handicapLabel('-1.75')).toBe('受球半/两球');
    expect(handicapLabel(-0)).toBe('平手');
  });
  it('falls back to numbers beyond 十球 and off the grid', () => {
    expect(handicapLabel(10.5)).toBe('10.5');
    expect(handicapLabel(0.3)).toBe('0.3');
  });
  it('numeric forms up to 14', () => {
    expect([0, 0.25, 0.5, 0.75, 1, 1.25, 13.75, 14].map(handicapNumeric)).toEqual([
      '0',
      '0/0.5',
      '0.5',
      '0.5/1',
      '1',
      '1/1.5',
      '13.5/14',
      '14',
    ]);
    expect(handicapNumeric(-0.75)).toBe('-0.5/1');
    expect(handicapNumeric(14.25)).toBe('14.25');
    expect(handicapNumeric('abc')).toBe('abc');
  });
});

describe('truncate', () => {
  it('truncates instead of rounding', () => {
    expect(truncate(1.239, 2)).toBe('1.23');
    expect(truncate(1.99, 1)).toBe('1.9');
    expect(truncate(2.3456, 3)).toBe('2.345');
  });
  it('is immune to float error', () => {
    expect(truncate(1.005, 2)).toBe('1.00');
    expect(truncate(0.29, 2)).toBe('0.29');
    expect(truncate(0.1 + 0.2, 1)).toBe('0.3');
    expect(truncate(4.35, 2)).toBe('4.35');
  });
  it('pads, keeps the sign and never shows -0', () => {
    expect(truncate(5, 2)).toBe('5.00');
    expect(truncate(-1.239, 2)).toBe('-1.23');
    expect(truncate(-0.0004, 3)).toBe('0.000');
    expect(truncate(1e-7, 3)).toBe('0.000');
  });
});

describe('week names', () => {
  it('run Sunday to Saturday', () => {
    expect(WEEK_NAMES).toEqual(['周日', '周一', '周二', '周三', '周四', '周五', '周六']);
    expect(weekName(new Date(2026, 10, 22))).toBe('周日');
    expect(weekName(new Date(2026, 10, 28).getTime())).toBe('周六');
  });
});

describe('fileSize', () => {
  it('switches unit at 100 B, 100 KB and 100 MB', () => {
    expect(fileSize(0)).toBe('0B');
    expect(fileSize(99)).toBe('99B');
    expect(fileSize(100)).toBe('0.10KB');
    expect(fileSize(1024)).toBe('1.00KB');
    expect(fileSize(100 * 1024 - 1)).toBe('100.00KB');
    expect(fileSize(100 * 1024)).toBe('0.10MB');
    expect(fileSize(5 * 1024 * 1024)).toBe('5.00MB');
    expect(fileSize(100 * 1024 * 1024)).toBe('0.10GB');
    expect(fileSize(3 * 1024 ** 3)).toBe('3.00GB');
  });
});

describe('small rules', () => {
  it('basketball types 8 and 9 are 0', () => {
    expect([0, 1, 7, 8, 9, 10].map(normalizeBasketType)).toEqual([0, 1, 7, 0, 0, 10]);
  });
  it('portrait choice follows portraitAudit', () => {
    expect(choosePortrait({ portrait: 'a.png', portraitAudit: 1, portraitNew: 'b.png' })).toBe('a.png');
    expect(choosePortrait({ portrait: 'a.png', portraitAudit: 0, portraitNew: 'b.png' })).toBe('b.png');
  });
  it('prefetch is skipped on 2g and data saver', () => {
    expect(prefetchAllowed({})).toBe(true);
    expect(prefetchAllowed({ connection: { effectiveType: '4g' } })).toBe(true);
    expect(prefetchAllowed({ connection: { effectiveType: '2g' } })).toBe(false);
    expect(prefetchAllowed({ connection: { effectiveType: 'slow-2g' } })).toBe(false);
    expect(prefetchAllowed({ connection: { effectiveType: '4g', saveData: true } })).toBe(false);
    expect(prefetchAllowed(undefined)).toBe(true);
  });
});
