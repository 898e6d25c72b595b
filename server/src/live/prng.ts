/**
 * Seeded randomness. Every random choice of the engine goes through a `Rng` derived from the seed
 * and a stable key (match id, league, day), so the same seed always plays the same day, and one
 * match's script does not depend on how many other matches were generated before it.
 */
export interface Rng {
  /** uniform in [0, 1) */
  next(): number;
  int(min: number, maxInclusive: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  shuffle<T>(items: readonly T[]): T[];
  /** Poisson-distributed count with mean `lambda` (small lambdas only) */
  poisson(lambda: number): number;
}

/** FNV-1a over the key's text, mixed with the seed: a 32-bit stream id. */
export function hashKey(seed: number, ...parts: Array<string | number>): number {
  let h = (2166136261 ^ (seed >>> 0)) >>> 0;
  const text = parts.join('|');
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619) >>> 0;
  }
  return h >>> 0;
}

/** mulberry32: tiny, fast, good enough for simulation. */
export function createRng(seed: number): Rng {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const rng: Rng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('pick from empty list');
      return items[Math.floor(next() * items.length)] as T;
    },
    shuffle: <T>(items: readonly T[]): T[] => {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [out[i], out[j]] = [out[j] as T, out[i] as T];
      }
      return out;
    },
    poisson: (lambda) => {
      const limit = Math.exp(-lambda);
      let k = 0;
      let p = next();
      while (p > limit && k < 50) {
        k++;
        p *= next();
      }
      return k;
    },
  };
  return rng;
}

export function rngFor(seed: number, ...parts: Array<string | number>): Rng {
  return createRng(hashKey(seed, ...parts));
}
