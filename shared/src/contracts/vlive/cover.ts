/**
 * A room's drawn cover (nothing is fetched from the internet): a gradient from the room's id, the
 * lines of its sport's field, and its title. Text is escaped for XML. The server answers it at
 * VLIVE_PATHS.cover; the room lists draw the same picture from their rows, so a card's cover paints
 * with the card, not a round trip later.
 */
import type { LiveRoom } from './index';

type DrawnFrom = Pick<LiveRoom, 'id' | 'title' | 'sport' | 'category'>;

const escapeXml = (s: string) =>
  s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

const FONT = "-apple-system,'PingFang SC','Noto Sans CJK SC',sans-serif";

/** deep, saturated pairs that keep white text readable */
const GRADIENTS = [
  ['#8E0E2B', '#DC143C'],
  ['#0F3D2E', '#1F7A4D'],
  ['#1B2A6B', '#3A55C4'],
  ['#5B1A6E', '#A13CC4'],
  ['#6B3A0F', '#C4721F'],
  ['#123F4F', '#1F8FA8'],
];

function fieldLines(room: Pick<DrawnFrom, 'sport' | 'category'>): string {
  if (room.sport === 'basketball' || room.category === 2) {
    return [
      '<rect x="16" y="16" width="288" height="148"/><line x1="160" y1="16" x2="160" y2="164"/>',
      '<circle cx="160" cy="90" r="20"/><path d="M16 40 A50 50 0 0 1 16 140 M304 40 A50 50 0 0 0 304 140"/>',
    ].join('');
  }
  if (room.sport === 'football' || room.category === 1) {
    return [
      '<rect x="16" y="16" width="288" height="148"/><line x1="160" y1="16" x2="160" y2="164"/>',
      '<circle cx="160" cy="90" r="24"/><rect x="16" y="56" width="36" height="68"/>',
      '<rect x="268" y="56" width="36" height="68"/>',
    ].join('');
  }
  return '<circle cx="250" cy="60" r="34"/><circle cx="210" cy="120" r="22"/><path d="M30 140 Q110 60 190 140"/>';
}

/** Splits a title into lines of at most `width` characters (CJK-wide), two lines at most. */
function wrap(title: string, width: number): string[] {
  const chars = [...title];
  const lines: string[] = [];
  for (let i = 0; i < chars.length && lines.length < 2; i += width) lines.push(chars.slice(i, i + width).join(''));
  if (chars.length > width * 2) lines[1] = `${[...lines[1]!].slice(0, width - 1).join('')}…`;
  return lines;
}

export function coverSvg(room: DrawnFrom): string {
  const [from, to] = GRADIENTS[room.id % GRADIENTS.length]!;
  const lines = wrap(room.title, 13)
    .map((l, i) => `<text x="20" y="${112 + i * 26}" class="t">${escapeXml(l)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180" width="320" height="180">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<style>.t{font:600 20px ${FONT};fill:#fff}</style></defs>
<rect width="320" height="180" fill="url(#g)"/>
<g fill="none" stroke="#fff" stroke-opacity=".18" stroke-width="2">${fieldLines(room)}</g>
${lines}
</svg>`;
}
