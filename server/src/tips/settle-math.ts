/**
 * How a tip settles from the final score — pure, no database. Asian handicap and totals on a
 * quarter line (±0.25, ±0.75 …) are two half stakes on the neighbouring lines: one half won and the
 * other pushed is 赢半, one pushed and one lost is 输半. Profit is per unit stake with decimal odds.
 */
import type { TipMarket, TipPick, TipResult } from '@kickoff/shared/contracts';

export interface Settlement {
  result: TipResult;
  /** per unit stake: won odds − 1, half won (odds − 1) / 2, push 0, half lost −0.5, lost −1 */
  profit: number;
}

type Half = 1 | 0 | -1;
const sign = (x: number): Half => (x > 1e-9 ? 1 : x < -1e-9 ? -1 : 0);

/** The margin of the pick over the line: > 0 won, 0 push, < 0 lost. */
function margin(market: TipMarket, pick: TipPick, line: number, home: number, away: number): number {
  if (market === 1) return pick === 'home' ? home - away - line : away - home + line;
  return pick === 'over' ? home + away - line : line - (home + away);
}

const round3 = (x: number) => Math.round(x * 1000) / 1000;

export function settleTip(
  market: TipMarket,
  pick: TipPick,
  line: number,
  odds: number,
  score: [number, number],
): Settlement {
  const [home, away] = score;
  if (market === 2) {
    const outcome: TipPick = home > away ? 'home' : home === away ? 'draw' : 'away';
    return outcome === pick ? { result: 1, profit: round3(odds - 1) } : { result: 2, profit: -1 };
  }
  const quarter = Math.abs(line * 4) % 2 === 1;
  const halves: Half[] = quarter
    ? [sign(margin(market, pick, line - 0.25, home, away)), sign(margin(market, pick, line + 0.25, home, away))]
    : [sign(margin(market, pick, line, home, away))];
  const profit = round3(halves.reduce<number>((p, h) => p + (h > 0 ? odds - 1 : h < 0 ? -1 : 0), 0) / halves.length);
  const wins = halves.filter((h) => h > 0).length;
  const losses = halves.filter((h) => h < 0).length;
  let result: TipResult;
  if (wins === halves.length) result = 1;
  else if (losses === halves.length) result = 2;
  else if (wins > 0 && losses > 0) result = 3;
  else if (wins > 0) result = 4;
  else if (losses > 0) result = 5;
  else result = 3;
  return { result, profit };
}
