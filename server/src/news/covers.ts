/**
 * Article covers drawn by the server as SVG (no image files to ship or fetch): a score card with
 * both clubs' crests for match articles, a competition band with the headline for the others.
 * Colours are the competition's own (reference data), crests are the club's initial on a disc
 * tinted from its id — the same idea as the client's TeamCrest.
 */
import { hasStarted, isFinished, type NewsMatchCard } from '@kickoff/shared/contracts';
import { esc } from './sanitize';

const W = 690;
/** about the list card's proportions (2.3 × 1.5), so nothing is cropped off the sides */
const H = 450;

function hue(id: string): number {
  let h = 0;
  for (const c of id) h = (h * 31 + c.charCodeAt(0)) % 360;
  return h;
}

/** club names longer than six characters are cut, so both fit beside the score */
const short = (name: string) => ([...name].length > 6 ? `${[...name].slice(0, 5).join('')}…` : name);

function crest(x: number, name: string): string {
  const h = hue(name);
  return (
    `<circle cx="${x}" cy="210" r="62" fill="hsl(${h},55%,42%)" stroke="#fff" stroke-width="6"/>` +
    `<text x="${x}" y="232" font-size="60" font-weight="700" fill="#fff" text-anchor="middle"` +
    `>${esc([...name][0] ?? '?')}</text>` +
    `<text x="${x}" y="330" font-size="30" fill="#fff" text-anchor="middle">${esc(short(name))}</text>`
  );
}

const FONT = "font-family=\"'PingFang SC','Noto Sans CJK SC','Microsoft YaHei',sans-serif\"";

function frame(color: string, inner: string, label: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" ${FONT}>` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop o` +
    `ffset="1" stop-color="#1b1b2b"/></linearGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#g)"/>` +
    `<rect x="0" y="0" width="${W}" height="54" fill="rgba(0,0,0,.28)"/>` +
    `<text x="24" y="37" font-size="26" fill="#fff" font-weight="700">${esc(label)}</text>` +
    inner +
    '</svg>'
  );
}

const safeColor = (c: string) => (/^#[0-9a-fA-F]{6}$/.test(c) ? c : '#8c1c2c');

/** A score card (or VS before kick-off) for an article about a match. */
export function matchCover(m: NewsMatchCard, color: string, kind: string): string {
  const played = kind === 'report' || isFinished(m.sport, m.s) || (m.sc[0] + m.sc[1] > 0 && hasStarted(m.sport, m.s));
  const middle = played ? `${m.sc[0]} - ${m.sc[1]}` : 'VS';
  const note = kind === 'preview' ? '赛前前瞻' : kind === 'report' ? '全场战报' : '';
  return frame(
    safeColor(color),
    crest(150, m.home) +
      crest(W - 150, m.away) +
      `<text x="${W / 2}" y="236" font-size="${played ? 76 : 64}" font-weight="800" fill="#fff" text-anchor="` +
      `middle">${middle}</text>` +
      (note
        ? `<text x="${W / 2}" y="290" font-size="26" fill="rgba(255,255,255,.85)" text-anchor="middle">${note}</text>`
        : ''),
    m.league,
  );
}

/** Splits a headline into lines of at most `n` characters. */
function lines(text: string, n: number, max: number): string[] {
  const chars = [...text];
  const out: string[] = [];
  for (let i = 0; i < chars.length && out.length < max; i += n) out.push(chars.slice(i, i + n).join(''));
  if (chars.length > n * max) out[max - 1] = `${out[max - 1]!.slice(0, -1)}…`;
  return out;
}

/** A headline card for articles without a match (round-ups, history, editorials without an image). */
export function titleCover(tag: string, title: string, color: string): string {
  const rows = lines(title, 16, 3);
  const top = 250 - (rows.length - 1) * 28;
  return frame(
    safeColor(color),
    rows
      .map(
        (r, i) =>
          `<text x="${W / 2}" y="${top + i * 56}" font-size="40" font-weight="700" fill="#fff" text-anchor="m` +
          `iddle">${esc(r)}</text>`,
      )
      .join(''),
    tag,
  );
}
