/** Table zones by competition: which places qualify, go to a play-off or go down. */
import type { DbZone } from '@kickoff/shared/contracts';

/** [from place, to place (negative: counted from the bottom), zone] */
type Rule = readonly [number, number, DbZone];

const EUROPE_BIG: readonly Rule[] = [
  [1, 4, 'ucl'],
  [5, 5, 'uel'],
  [6, 6, 'uecl'],
  [-3, -1, 'rel'],
];
const EIGHTEEN: readonly Rule[] = [
  [1, 4, 'ucl'],
  [5, 5, 'uel'],
  [6, 6, 'uecl'],
  [-3, -3, 'playoff'],
  [-2, -1, 'rel'],
];

const RULES: Readonly<Record<number, readonly Rule[]>> = {
  36: EUROPE_BIG,
  31: [
    [1, 4, 'ucl'],
    [5, 6, 'uel'],
    [7, 7, 'uecl'],
    [-3, -1, 'rel'],
  ],
  34: EUROPE_BIG,
  8: EIGHTEEN,
  11: EIGHTEEN,
  16: [
    [1, 2, 'ucl'],
    [3, 4, 'uel'],
    [-3, -3, 'playoff'],
    [-2, -1, 'rel'],
  ],
  23: [
    [1, 2, 'ucl'],
    [3, 3, 'uel'],
    [4, 4, 'uecl'],
    [-3, -3, 'playoff'],
    [-2, -1, 'rel'],
  ],
  37: [
    [1, 2, 'advance'],
    [3, 6, 'playoff'],
    [-3, -1, 'rel'],
  ],
  60: [
    [1, 3, 'acl'],
    [-2, -1, 'rel'],
  ],
  25: [
    [1, 3, 'acl'],
    [-3, -1, 'rel'],
  ],
  15: [
    [1, 3, 'acl'],
    [-3, -2, 'playoff'],
    [-1, -1, 'rel'],
  ],
  103: [
    [1, 8, 'advance'],
    [9, 24, 'playoff'],
  ],
  // World Cup groups: the top two go through, the best thirds too
  900: [
    [1, 2, 'advance'],
    [3, 3, 'playoff'],
  ],
  // NBA: the top six of a conference go through, 7–10 the play-in (one table here)
  1: [
    [1, 6, 'advance'],
    [7, 10, 'playoff'],
  ],
  5: [[1, 12, 'advance']],
  7: [
    [1, 6, 'advance'],
    [7, 10, 'playoff'],
  ],
};

/** The zone of a place in a table of `size` rows. */
export function zoneOf(leagueId: number, place: number, size: number): DbZone | null {
  for (const [from, to, zone] of RULES[leagueId] ?? []) {
    const a = from < 0 ? size + from + 1 : from;
    const b = to < 0 ? size + to + 1 : to;
    if (place >= a && place <= b) return zone;
  }
  return null;
}

/** The zones a competition's table uses, in order. */
export function zonesOf(leagueId: number): DbZone[] {
  return [...new Set((RULES[leagueId] ?? []).map((r) => r[2]))];
}
