import { useRef, type ReactNode } from 'react';
import { useWindow } from '../lib/use-window';
import { useYielded } from '../lib/use-yielded';

/** rows a list mounts in its first render: the top of the first screen; the rest come after a turn */
const FIRST_ROWS = 8;

interface Props<T> {
  items: readonly T[];
  /** row height in rem (rows are fixed-height) */
  rowRem: number;
  label: string;
  render: (item: T, top: number) => ReactNode;
  /** mount no row until the browser has had a turn (a list below the first screen) */
  defer?: boolean;
}

/**
 * A list that keeps only the rows in view in the DOM; rows position themselves at `top`. The first
 * render mounts the top of the first screen (FIRST_ROWS), a deferred list none; the rest of the
 * window comes once the browser has had a turn and measured (useWindow), each step a short task.
 * The list keeps its full height meanwhile, so the page does not jump when the rest comes.
 */
export function VirtualList<T>({ items, rowRem, label, render, defer = false }: Props<T>) {
  const ref = useRef<HTMLDivElement>(null);
  const { start, end, total, rowPx } = useWindow(ref, items.length, rowRem);
  const yielded = useYielded();
  const rows: ReactNode[] = [];
  const last = yielded ? end : defer ? start : Math.min(end, start + FIRST_ROWS);
  for (let i = start; i < last; i++) rows.push(render(items[i]!, i * rowPx));
  return (
    <div ref={ref} role="list" aria-label={label} style={{ position: 'relative', height: total }}>
      {rows}
    </div>
  );
}
