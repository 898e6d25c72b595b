/** docs/product.md §5 handicap display: quarter-step lines as Chinese labels or numeric forms. */

/** Whole-ball names 0…10; "球半" style names for the halves follow the market's usage. */
const WHOLE = ['平手', '一球', '两球', '三球', '四球', '五球', '六球', '七球', '八球', '九球', '十球'] as const;
const HALF = ['半球', '球半', '两球半', '三球半', '四球半', '五球半', '六球半', '七球半', '八球半', '九球半'] as const;
const MAX_LABEL_LINE = 10;
const MAX_NUMERIC_LINE = 14;

/** The line in quarters (0.75 → 3), or null when it is not a quarter step. */
function quarters(line: number): number | null {
  const q = Math.round(Math.abs(line) * 4);
  return Math.abs(Math.abs(line) * 4 - q) < 1e-9 ? q : null;
}

/** Name of a line given in half-ball steps (h = 0 → 平手, 1 → 半球, 2 → 一球, 3 → 球半 …). */
function halfName(h: number): string {
  return h % 2 === 0 ? WHOLE[h / 2]! : HALF[(h - 1) / 2]!;
}

/**
 * 0 → 平手, 0.25 → 平手/半球, 0.5 → 半球, 0.75 → 半球/一球, 1 → 一球 … 10 → 十球; negatives get the
 * 受 prefix (-0.5 → 受半球). Lines beyond 十球 or off the quarter grid fall back to the numeric form.
 */
export function handicapLabel(value: number | string): string {
  const line = Number(value);
  const q = quarters(line);
  if (q === null || q > MAX_LABEL_LINE * 4) return handicapNumeric(value);
  const prefix = line < 0 && q > 0 ? '受' : '';
  const name = q % 2 === 0 ? halfName(q / 2) : `${halfName((q - 1) / 2)}/${halfName((q + 1) / 2)}`;
  return prefix + name;
}

function trim(n: number): string {
  return String(n);
}

/**
 * 0 → 0, 0.25 → 0/0.5, 0.5 → 0.5, 0.75 → 0.5/1, 1 → 1 … 14; negatives keep their minus
 * (-0.75 → -0.5/1). Off-grid or beyond 14: the number as given.
 */
export function handicapNumeric(value: number | string): string {
  const line = Number(value);
  const q = quarters(line);
  if (!Number.isFinite(line) || q === null || q > MAX_NUMERIC_LINE * 4) return String(value);
  const sign = line < 0 && q > 0 ? '-' : '';
  const body = q % 2 === 0 ? trim(q / 4) : `${trim((q - 1) / 4)}/${trim((q + 1) / 4)}`;
  return sign + body;
}
