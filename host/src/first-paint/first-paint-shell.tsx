/** What a first-paint page shows before its remote has loaded: the layout's shell, the page left empty. */
import { AppLayout } from '../layouts/app-layout';
import type { FirstPaint } from './first-paint';

export function FirstPaintShell({ paint }: { paint: FirstPaint }) {
  return (
    <AppLayout layout={paint.layout} tab={paint.tab} firstPaint>
      {null}
    </AppLayout>
  );
}
