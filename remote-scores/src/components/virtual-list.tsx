/**
 * A list that scrolls with the window and keeps only the rows in view (plus overscan) in the DOM,
 * so a 500-row list patched 50 times a second re-renders a few dozen rows, not 500. The windowing
 * is @tanstack/react-virtual's; rows have a fixed height in rem and position themselves at `top`.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';

interface Props<T> {
  items: readonly T[];
  /** row height in rem (rows are fixed-height) */
  rowRem: number;
  label: string;
  render: (item: T, top: number) => ReactNode;
}

const OVERSCAN = 6;
/** the rem of the 750 px design column, until the page has been measured */
const DEFAULT_REM_PX = 50;

interface Layout {
  /** the list's top, px from the document top */
  top: number;
  rowPx: number;
}

function measure(el: HTMLElement | null, rowRem: number): Layout {
  const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || DEFAULT_REM_PX;
  return { top: el ? el.getBoundingClientRect().top + window.scrollY : 0, rowPx: rowRem * rem };
}

export function VirtualList<T>({ items, rowRem, label, render }: Props<T>) {
  const ref = useRef<HTMLDivElement>(null);
  const [layout, setLayout] = useState<Layout>({ top: 0, rowPx: rowRem * DEFAULT_REM_PX });

  // the rem changes with the window width, and the chrome above the list may change its top
  useEffect(() => {
    const update = () => setLayout((l) => {
      const next = measure(ref.current, rowRem);
      return next.top === l.top && next.rowPx === l.rowPx ? l : next;
    });
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [rowRem, items.length]);

  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => layout.rowPx,
    overscan: OVERSCAN,
    scrollMargin: layout.top,
  });
  // a new row height must reach rows already measured
  useEffect(() => virtualizer.measure(), [virtualizer, layout.rowPx]);

  return (
    <div ref={ref} role="list" aria-label={label} aria-rowcount={items.length} style={{ position: 'relative', height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((row) => render(items[row.index]!, row.start - layout.top))}
    </div>
  );
}
