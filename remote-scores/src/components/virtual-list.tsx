import { useRef, type ReactNode } from 'react';
import { useWindow } from '../hooks/use-window';

interface Props<T> {
  items: readonly T[];
  /** row height in rem (rows are fixed-height) */
  rowRem: number;
  label: string;
  render: (item: T, top: number) => ReactNode;
}

/** A list that keeps only the rows in view in the DOM; rows position themselves at `top`. */
export function VirtualList<T>({ items, rowRem, label, render }: Props<T>) {
  const ref = useRef<HTMLDivElement>(null);
  const { start, end, total, rowPx } = useWindow(ref, items.length, rowRem);
  const rows: ReactNode[] = [];
  for (let i = start; i < end; i++) rows.push(render(items[i]!, i * rowPx));
  return (
    <div ref={ref} role="list" aria-label={label} style={{ position: 'relative', height: total }}>
      {rows}
    </div>
  );
}
