/** A cache of its own for what is inside, e.g. each test, so one test's data never leaks into the next. */
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';

export function DataScope({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>;
}
