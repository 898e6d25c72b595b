/** Covers are drawn from the room and never carry markup from a title. */
import { coverSvg } from './cover';

test('a cover is an SVG with the title as escaped text', () => {
  const svg = coverSvg({ id: 3, title: '<script>alert(1)</script>&"', sport: null, category: 3 });
  expect(svg.startsWith('<svg')).toBe(true);
  expect(svg).not.toContain('<script>');
  expect(svg).toContain('&lt;script&gt;');
  expect(svg).toContain('script');
});
