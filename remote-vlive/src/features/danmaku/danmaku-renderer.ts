/**
 * Draws danmaku into an element: lines pushed in between frames are placed together once per
 * animation frame (DanmakuLanes) and drawn as text nodes (textContent — never markup) that cross
 * the picture, then removed.
 */
import { CROSS_MS, DanmakuLanes } from './danmaku-lanes';

export interface DanmakuLine {
  text: string;
  mine?: boolean;
}

/** rows of the picture a lane takes */
const ROWS = 9;

export class DanmakuRenderer {
  private el: HTMLElement | null = null;
  private frame = 0;
  private readonly lanes: DanmakuLanes<DanmakuLine>;

  constructor(
    lanes: number,
    private readonly classes: { line: string; mine: string },
  ) {
    this.lanes = new DanmakuLanes(lanes);
  }

  attach(el: HTMLElement | null): void {
    this.el = el;
  }

  setLanes(n: number): void {
    this.lanes.setLanes(n);
  }

  push(line: DanmakuLine): void {
    this.lanes.push(line);
    if (!this.frame) this.frame = requestAnimationFrame(this.draw);
  }

  clear(): void {
    this.el?.replaceChildren();
  }

  destroy(): void {
    cancelAnimationFrame(this.frame);
    this.frame = 0;
    this.clear();
  }

  private readonly draw = () => {
    this.frame = 0;
    const el = this.el;
    if (!el) return;
    const width = el.clientWidth;
    const laneHeight = el.clientHeight / ROWS;
    for (const { item, lane } of this.lanes.take(performance.now())) {
      const span = document.createElement('span');
      span.className = item.mine ? `${this.classes.line} ${this.classes.mine}` : this.classes.line;
      span.textContent = item.text;
      span.style.top = `${lane * laneHeight}px`;
      el.appendChild(span);
      const anim = span.animate(
        [{ transform: `translateX(${width}px)` }, { transform: `translateX(-${span.offsetWidth}px)` }],
        { duration: CROSS_MS, easing: 'linear' },
      );
      anim.onfinish = () => span.remove();
    }
    if (this.lanes.pending > 0) this.frame = requestAnimationFrame(this.draw);
  };
}
