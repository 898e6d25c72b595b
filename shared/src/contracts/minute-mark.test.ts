/** minuteMark: the one minute-mark formatter (docs/product.md §4 caps 45+ / 90+; 64'). */
import { minuteMark } from './statuses';

describe('minuteMark', () => {
  it("marks a minute once: 64 → 64', stoppage 45+2 → 45+2'", () => {
    expect(minuteMark('64')).toBe("64'");
    expect(minuteMark(64)).toBe("64'");
    expect(minuteMark(45, 2)).toBe("45+2'");
    expect(minuteMark('45+2')).toBe("45+2'");
  });

  it('leaves the capped 45+ and 90+ and the labels as they are', () => {
    expect(minuteMark('45+')).toBe('45+');
    expect(minuteMark('90+')).toBe('90+');
    expect(minuteMark('中场')).toBe('中场');
    expect(minuteMark('')).toBe('');
  });

  it("never doubles a mark a minute already carries (the goal toast's 64'')", () => {
    expect(minuteMark("64'")).toBe("64'");
    expect(minuteMark("45+2'")).toBe("45+2'");
  });
});
