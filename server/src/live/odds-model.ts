/**
 * Odds from a simple, honest model: football goals are Poisson with rates from the teams'
 * strengths, scaled by the time left and red cards; basketball margins and totals are normal.
 * Each company quotes the fair probabilities with its own margin and a small house view.
 * Prices are decimal (stake included), so every price is above 1.
 */
import type { OddsLine, OddsType } from '@kickoff/shared/contracts';
import type { Rng } from './prng';

export interface Company {
  companyId: number;
  nameZh: string;
  /** total overround of the 1x2 book, e.g. 0.06 = 106 % */
  euroMargin: number;
  /** overround of the two-way books (handicap, totals) */
  twoWayMargin: number;
}

export const COMPANIES: readonly Company[] = [
  { companyId: 1, nameZh: '澳门', euroMargin: 0.07, twoWayMargin: 0.06 },
  { companyId: 3, nameZh: '皇冠', euroMargin: 0.05, twoWayMargin: 0.045 },
  { companyId: 8, nameZh: '365', euroMargin: 0.055, twoWayMargin: 0.05 },
  { companyId: 12, nameZh: '易胜博', euroMargin: 0.06, twoWayMargin: 0.05 },
  { companyId: 14, nameZh: '韦德', euroMargin: 0.065, twoWayMargin: 0.055 },
  { companyId: 4, nameZh: '立博', euroMargin: 0.075, twoWayMargin: 0.06 },
  { companyId: 9, nameZh: '威廉希尔', euroMargin: 0.07, twoWayMargin: 0.06 },
  { companyId: 17, nameZh: '明陞', euroMargin: 0.055, twoWayMargin: 0.045 },
];

export const ODDS_TYPE_LIST: readonly OddsType[] = [1, 2, 3];

const round2 = (x: number) => Math.round(x * 100) / 100;
const toQuarter = (x: number) => Math.round(x * 4) / 4;

function poisson(lambda: number, k: number): number {
  let p = Math.exp(-lambda);
  for (let i = 1; i <= k; i++) p *= lambda / i;
  return p;
}

/** A discrete distribution as parallel arrays of values and probabilities. */
interface Dist {
  values: number[];
  ps: number[];
}

/** Distribution of (home goals − away goals) over the rest of the match, each side scoring up to `max`. */
export function diffDistribution(lh: number, la: number, max = 10): Dist {
  const ps = new Array<number>(2 * max + 1).fill(0);
  const ph = Array.from({ length: max + 1 }, (_, k) => poisson(lh, k));
  const pa = Array.from({ length: max + 1 }, (_, k) => poisson(la, k));
  for (let h = 0; h <= max; h++)
    for (let a = 0; a <= max; a++) ps[h - a + max] = (ps[h - a + max] ?? 0) + (ph[h] ?? 0) * (pa[a] ?? 0);
  return { values: Array.from({ length: 2 * max + 1 }, (_, i) => i - max), ps };
}

/** The final 1x2 result's probabilities when home leads by `lead` and the goals still to come follow `dist`. */
export function resultAfter(lead: number, dist: Dist): [number, number, number] {
  let home = 0;
  let draw = 0;
  let away = 0;
  for (let i = 0; i < dist.values.length; i++) {
    const p = dist.ps[i] ?? 0;
    const final = lead + (dist.values[i] ?? 0);
    if (final > 0) home += p;
    else if (final === 0) draw += p;
    else away += p;
  }
  return [home, draw, away];
}

/** A side's goal rate with red cards: 0.75 of it per man it lost, 1 / 0.85 per man its opponent lost. */
export function redCardFactor(ownReds: number, otherReds: number): number {
  return Math.pow(0.75, ownReds) / Math.pow(0.85, otherReds);
}

function totalDistribution(l: number): Dist {
  return { values: Array.from({ length: 16 }, (_, k) => k), ps: Array.from({ length: 16 }, (_, k) => poisson(l, k)) };
}

/** Probability the home side wins a bet on `value − line`, pushes split out (half/whole lines). */
function coverProbability(dist: Dist, line: number): number {
  let win = 0;
  let lose = 0;
  for (let i = 0; i < dist.values.length; i++) {
    const r = (dist.values[i] ?? 0) - line;
    const p = dist.ps[i] ?? 0;
    if (r > 1e-9) win += p;
    else if (r < -1e-9) lose += p;
  }
  return win + lose > 0 ? win / (win + lose) : 0.5;
}

/** Quarter lines are half on each neighbouring half/whole line. */
function quarterCover(dist: Dist, line: number): number {
  const frac = Math.abs(line * 4) % 2;
  if (frac === 1) return (coverProbability(dist, line - 0.25) + coverProbability(dist, line + 0.25)) / 2;
  return coverProbability(dist, line);
}

/** The quarter line whose cover probability is closest to even, within `span` of `centre`. */
function balancedLine(dist: Dist, centre: number, span: number, min = -Infinity): { line: number; p: number } {
  let best = { line: toQuarter(centre), p: 0.5, gap: Infinity };
  for (let l = toQuarter(centre - span); l <= centre + span + 1e-9; l += 0.25) {
    if (l < min) continue;
    const p = quarterCover(dist, l);
    const gap = Math.abs(p - 0.5);
    if (gap < best.gap) best = { line: l, p, gap };
  }
  return { line: best.line, p: best.p };
}

function twoWay(p: number, margin: number): [number, number] {
  const q = Math.min(0.97, Math.max(0.03, p));
  return [round2(Math.max(1.01, 1 / (q * (1 + margin)))), round2(Math.max(1.01, 1 / ((1 - q) * (1 + margin))))];
}

export interface FootballOddsInput {
  /** expected goals of each side over the rest of the match */
  lh: number;
  la: number;
  score: [number, number];
}

/** Fair probabilities of the final 1x2 result, capped so no book quotes below evens-minus-margin. */
function footballResult(
  { lh, la, score }: FootballOddsInput,
  dist = diffDistribution(lh, la),
): [number, number, number] {
  return capProbabilities(resultAfter(score[0] - score[1], dist), 0.9, 0.01);
}

/** Clamps a 1x2 vector into [min, max] and renormalises, moving any excess onto the other outcomes. */
function capProbabilities(ps: [number, number, number], max: number, min: number): [number, number, number] {
  const floored = ps.map((p) => Math.max(min, p));
  const sum = floored.reduce((a, b) => a + b, 0);
  let out = floored.map((p) => p / sum);
  const top = out.indexOf(Math.max(...out));
  const topP = out[top] ?? 0;
  if (topP > max) {
    const scale = (1 - max) / (1 - topP);
    out = out.map((p, i) => (i === top ? max : p * scale));
  }
  return [out[0] ?? 0, out[1] ?? 0, out[2] ?? 0];
}

/** The fair (margin-free) view of a football match, computed once per update for every company. */
export interface FootballFair {
  result: [number, number, number];
  asia: { line: number; p: number };
  bs: { line: number; p: number };
}

export function footballFair(input: FootballOddsInput): FootballFair {
  const diff = diffDistribution(input.lh, input.la);
  const total = input.score[0] + input.score[1];
  const bs = balancedLine(totalDistribution(input.lh + input.la), input.lh + input.la, 2.5, 0.5);
  return {
    result: footballResult(input, diff),
    asia: balancedLine(diff, input.lh - input.la, 3),
    bs: { line: bs.line + total, p: bs.p },
  };
}

/** One company's line for one odds type; `view` is its small house opinion (−1..1). */
export function footballQuote(type: OddsType, fair: FootballFair, company: Company, view: number): OddsLine {
  if (type === 2) {
    const [h, d, a] = fair.result;
    const tilt = 1 + view * 0.03;
    const [ph, pd, pa] = capProbabilities([h * tilt, d, a / tilt], 0.9, 0.01);
    const price = (p: number) => round2(Math.max(1.01, 1 / (p * (1 + company.euroMargin))));
    return { left: price(ph), middle: price(pd), right: price(pa) };
  }
  const { line, p } = type === 1 ? fair.asia : fair.bs;
  const [left, right] = twoWay(p + view * 0.02, company.twoWayMargin);
  return { left, middle: line, right };
}

export interface BasketballOddsInput {
  /** expected final margin (home − away) and total, and the spread left in the game */
  margin: number;
  total: number;
  sd: number;
}

function normalCdf(z: number): number {
  const t = 1 / (1 + 0.2316419 * Math.abs(z));
  const d = 0.3989423 * Math.exp((-z * z) / 2);
  const p = d * t * (0.3193815 + t * (-0.3565638 + t * (1.781478 + t * (-1.821256 + t * 1.330274))));
  return z > 0 ? 1 - p : p;
}

/** Basketball: 1 让分 (spread, half-point steps), 2 欧指 (money line; no draw, middle 0), 3 大小分. */
export function basketballQuote(type: OddsType, input: BasketballOddsInput, company: Company, view: number): OddsLine {
  if (type === 2) {
    const p = normalCdf(input.margin / Math.max(0.5, input.sd)) + view * 0.02;
    const [left, right] = twoWay(p, company.twoWayMargin);
    return { left, middle: 0, right };
  }
  if (type === 1) {
    const line = Math.round(input.margin * 2) / 2;
    const p = normalCdf((input.margin - line) / Math.max(0.5, input.sd)) + view * 0.02;
    const [left, right] = twoWay(p, company.twoWayMargin);
    return { left, middle: line, right };
  }
  const line = Math.round(input.total * 2) / 2;
  const p = normalCdf((input.total - line) / Math.max(0.5, input.sd * 1.4)) + view * 0.02;
  const [left, right] = twoWay(p, company.twoWayMargin);
  return { left, middle: line, right };
}

/** A company's house view drifts a little between updates. */
export function nextView(view: number, rng: Rng): number {
  return Math.max(-1, Math.min(1, view * 0.7 + (rng.next() - 0.5) * 0.8));
}
