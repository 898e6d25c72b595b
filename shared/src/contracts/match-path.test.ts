import { matchPath, scoresPath, sportCode } from './match-path';

describe('match pages', () => {
  it('football opens under /live/zq, basketball under /live/lq', () => {
    expect(matchPath('football', 7)).toBe('/live/zq/detail/7');
    expect(matchPath('basketball', 8)).toBe('/live/lq/detail/8');
    expect(scoresPath('football')).toBe('/live/zq');
    expect(scoresPath('basketball')).toBe('/live/lq');
    expect([sportCode('football'), sportCode('basketball')]).toEqual(['zq', 'lq']);
  });
});
