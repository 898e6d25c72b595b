/**
 * Danmaku scheduling without the DOM: lines wait in a queue and, once per animation frame, each free
 * lane takes the oldest waiting line. A lane is free again once the last line in it has moved fully
 * in. A queue longer than the lanes can drain in a few seconds drops its oldest lines.
 */
export type Density = 'low' | 'normal' | 'high';
export const DENSITY_LANES: Record<Density, number> = { low: 3, normal: 5, high: 8 };
export const DENSITY_NAMES: Record<Density, string> = { low: '少', normal: '中', high: '多' };
export const DENSITY_ORDER: readonly Density[] = ['low', 'normal', 'high'];
/** ms a line takes to cross the picture */
export const CROSS_MS = 7_000;
/** ms before the next line may enter a lane behind the previous one */
export const LANE_GAP_MS = 1_400;
const MAX_WAITING = 40;

export interface Placed<T> {
  item: T;
  lane: number;
}

export class DanmakuLanes<T> {
  private waiting: T[] = [];
  private freeAt: number[] = [];

  constructor(private lanes: number) {
    this.freeAt = new Array<number>(lanes).fill(0);
  }

  setLanes(lanes: number): void {
    this.lanes = lanes;
    this.freeAt = Array.from({ length: lanes }, (_, i) => this.freeAt[i] ?? 0);
  }

  push(item: T): void {
    this.waiting.push(item);
    if (this.waiting.length > MAX_WAITING) this.waiting.splice(0, this.waiting.length - MAX_WAITING);
  }

  get pending(): number {
    return this.waiting.length;
  }

  /** The lines that enter now, each in a free lane (the topmost first). */
  take(now: number): Placed<T>[] {
    const out: Placed<T>[] = [];
    for (let lane = 0; lane < this.lanes && this.waiting.length > 0; lane++) {
      if (this.freeAt[lane]! > now) continue;
      out.push({ item: this.waiting.shift()!, lane });
      this.freeAt[lane] = now + LANE_GAP_MS;
    }
    return out;
  }
}
