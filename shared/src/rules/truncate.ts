/** docs/product.md §9 numeric formatting: truncate (never round) to 1, 2 or 3 decimals. */

export type Decimals = 1 | 2 | 3;

/**
 * Cuts the number's shortest decimal representation, so binary float noise cannot leak in:
 * 0.29 stays '0.29' (where Math.floor(0.29 * 100) / 100 gives 0.28) and 1.005 gives '1.00'.
 * Always returns exactly `digits` decimals; a result of zero is never negative ('-0.001' → '0.00').
 */
export function truncate(value: number, digits: Decimals): string {
  if (!Number.isFinite(value)) return String(value);
  let text = String(Math.abs(value));
  if (text.includes('e')) {
    // exponent form only appears below 1e-6 (→ zero at 3 decimals) or at/above 1e21 (no decimals)
    text = Math.abs(value) < 1 ? '0' : BigInt(Math.round(Math.abs(value))).toString();
  }
  const [whole = '0', frac = ''] = text.split('.');
  const cut = `${whole}.${(frac + '000').slice(0, digits)}`;
  const isZero = /^0\.0+$/.test(cut);
  return value < 0 && !isZero ? `-${cut}` : cut;
}
