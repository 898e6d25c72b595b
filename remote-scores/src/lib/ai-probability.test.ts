import type { OddsRow } from '@kickoff/shared/contracts';
import { consensus, explain, impliedProbabilities, percent } from './ai-probability';

const row = (left: number, middle: number, right: number): OddsRow => ({
  companyId: 1,
  nameZh: '甲',
  type: 2,
  left,
  middle,
  right,
  first: { left, middle, right },
  leftFlag: 0,
  middleFlag: 0,
  rightFlag: 0,
  changedAt: 0,
});

describe('impliedProbabilities', () => {
  it('normalises 1/odds so the three add up to one (the margin removed)', () => {
    const p = impliedProbabilities(2, 3, 4)!;
    expect(p.home).toBeCloseTo(6 / 13, 10);
    expect(p.draw).toBeCloseTo(4 / 13, 10);
    expect(p.away).toBeCloseTo(3 / 13, 10);
    expect(p.home + p.draw + p.away).toBeCloseTo(1, 12);
  });

  it('rejects prices that are not real odds', () => {
    expect(impliedProbabilities(0, 3, 4)).toBeNull();
    expect(impliedProbabilities(1, 3, 4)).toBeNull();
    expect(impliedProbabilities(Number.NaN, 3, 4)).toBeNull();
  });
});

describe('consensus', () => {
  it('averages the companies and skips rows without prices', () => {
    const p = consensus([row(2, 3, 4), row(4, 3, 2), row(0, 0, 0)])!;
    expect(p.home).toBeCloseTo((6 / 13 + 3 / 13) / 2, 10);
    expect(p.away).toBeCloseTo(p.home, 10);
    expect(consensus([row(0, 0, 0)])).toBeNull();
  });
});

describe('explain', () => {
  it('names a clear favourite', () => {
    expect(explain({ home: 0.7, draw: 0.2, away: 0.1 }, '曼城', '卢顿')).toBe(
      '曼城明显占优，胜率约70%，爆冷可能较小。',
    );
  });
  it('says a draw is most likely when it is', () => {
    expect(explain({ home: 0.3, draw: 0.4, away: 0.3 }, '甲', '乙')).toBe('两队实力接近，平局概率最高（40%）。');
  });
  it('describes a slight edge and a coin flip', () => {
    expect(explain({ home: 0.3, draw: 0.25, away: 0.45 }, '甲', '乙')).toBe('乙略占上风，胜率约45%，平局仍有25%。');
    expect(explain({ home: 0.38, draw: 0.27, away: 0.35 }, '甲', '乙')).toBe('势均力敌，甲稍被看好（38%），结果难料。');
    expect(percent(0.456)).toBe('46%');
  });
});
