/**
 * A league's colour as text that reads at WCAG AA (4.5:1): the same hue, darkened for the white
 * row and its yellow flash, and lightened for dark mode's card (#1e1e1e). Leagues carry bright
 * brand colours (La Liga's orange is 2.6:1 on white); the small league names must still be legible.
 * Used with the `ink` class of league-ink.module.css, which picks the variable for the theme.
 */
import type { CSSProperties } from 'react';

const RGB = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i;
/** a colour's relative luminance (WCAG 2.1) */
const luminance = (c: number[]) =>
  c.reduce((sum, v, i) => {
    const s = v / 255;
    return sum + (s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4) * [0.2126, 0.7152, 0.0722][i]!;
  }, 0);
/**
 * at most this luminance reads at 4.5:1 on the row's yellow flash (--kk-highlight #fff3b0, a goal
 * or a change) and so on white too; at least DARK_MIN on #1e1e1e
 */
const LIGHT_MAX = (luminance([0xff, 0xf3, 0xb0]) + 0.05) / 4.5 - 0.05;
const DARK_MIN = 4.5 * (luminance([30, 30, 30]) + 0.05) - 0.05;
const cache = new Map<string, CSSProperties>();

export function leagueInk(colour: string): CSSProperties {
  let style = cache.get(colour);
  if (style) return style;
  const m = RGB.exec(colour);
  if (!m) return { color: colour };
  const rgb = m.slice(1).map((h) => parseInt(h, 16));
  let light = rgb;
  while (luminance(light) > LIGHT_MAX) light = light.map((v) => Math.floor(v * 0.92));
  let dark = rgb;
  while (luminance(dark) < DARK_MIN) dark = dark.map((v) => Math.ceil(v + (255 - v) * 0.08));
  style = { '--ink': `rgb(${light.join(',')})`, '--ink-dark': `rgb(${dark.join(',')})` } as CSSProperties;
  cache.set(colour, style);
  return style;
}
