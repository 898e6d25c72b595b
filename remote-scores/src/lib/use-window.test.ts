import { visibleRange } from './use-window';

describe('visibleRange', () => {
  it('keeps only the rows in view plus overscan', () => {
    // 500 rows of 60 px, list starting 200 px down, 800 px viewport scrolled to 3000
    expect(visibleRange(500, 60, 3000, 800, 200, 6)).toEqual({ start: 40, end: 66 });
  });

  it('clamps at both ends', () => {
    expect(visibleRange(500, 60, 0, 800, 200, 6)).toEqual({ start: 0, end: 16 });
    expect(visibleRange(10, 60, 5000, 800, 200, 6)).toEqual({ start: 10, end: 10 });
    expect(visibleRange(0, 60, 0, 800, 0, 6)).toEqual({ start: 0, end: 0 });
  });
});
