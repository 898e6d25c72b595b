import { leagueInk } from './league-ink';

/** WCAG 2.1 contrast of two `rgb(r,g,b)` / `#rrggbb` colours */
function contrast(a: string, b: string): number {
  const rgb = (c: string) =>
    c.startsWith('#') ? [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16)) : c.slice(4, -1).split(',').map(Number);
  const lum = (c: number[]) =>
    c
      .map((v) => v / 255)
      .map((s) => (s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4))
      .reduce((sum, s, i) => sum + s * [0.2126, 0.7152, 0.0722][i]!, 0);
  const [x, y] = [lum(rgb(a)), lum(rgb(b))].sort((p, q) => q - p) as [number, number];
  return (x + 0.05) / (y + 0.05);
}

const ink = (colour: string) => leagueInk(colour) as Record<string, string>;

test.each(['#ee8707', '#f5c400', '#1aad19', '#3cb4e5', '#ffffff', '#000000', '#dc143c'])(
  'the league colour %s reads at 4.5:1 on the white row, its yellow flash and the dark card',
  (colour) => {
    expect(contrast(ink(colour)['--ink']!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(ink(colour)['--ink']!, '#fff3b0')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(ink(colour)['--ink-dark']!, '#1e1e1e')).toBeGreaterThanOrEqual(4.5);
  },
);

test('a colour that already reads is kept as it is', () => {
  expect(ink('#1a3c8f')['--ink']).toBe('rgb(26,60,143)');
});

test('a colour that is not #rrggbb is used as given', () => {
  expect(leagueInk('crimson')).toEqual({ color: 'crimson' });
});
