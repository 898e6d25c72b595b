/**
 * When to reconnect: the spec's 5 s on average, spread ±50 % so a server restart does not bring
 * every client back in the same second; after a budget refusal (44xx close) six times longer,
 * since coming straight back would be refused again.
 */
import { REFUSED_CLOSE_CODES } from '../contracts/realtime';

const JITTER = 0.5;
const REFUSED_FACTOR = 6;

/** `random` in [0, 1): 0 → half the base, 0.5 → the base, → 1 → one and a half times it. */
export function reconnectDelay(baseMs: number, closeCode: number | undefined, random: number): number {
  const base = closeCode !== undefined && REFUSED_CLOSE_CODES.includes(closeCode) ? baseMs * REFUSED_FACTOR : baseMs;
  return Math.round(base * (1 - JITTER + 2 * JITTER * random));
}
