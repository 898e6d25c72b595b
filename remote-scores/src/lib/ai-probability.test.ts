import { explain, percent } from './ai-probability';

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
