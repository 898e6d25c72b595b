/**
 * One shell, five layouts (docs/product.md §2): the matched route's handle says which parts are shown. Pages
 * draw their own top bar (they know its back and right-hand actions); the shell owns the rest.
 */
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from '@kickoff/shared/navigation';
import { NEWS_NAV_KEY } from '@kickoff/shared/contracts';
import type { LayoutName, TabKey } from '@kickoff/shared/routing';
import { DownloadBanner } from '../download/download-banner';
import { TabBar } from '../tab-bar/tab-bar';
import styles from './app-layout.module.css';
import { layoutParts } from './layout-parts';

// a floating extra on some layouts: its code loads once the fan has saved news, not with the shell
const NewsShortcut = lazy(async () => ({ default: (await import('../news-shortcut/news-shortcut')).NewsShortcut }));

/** Whether the fan has saved any news: read on each navigation and on other tabs' writes. */
function useHasSavedNews(): boolean {
  const { key } = useLocation();
  const [has, setHas] = useState(false);
  useEffect(() => {
    const check = () => setHas((h) => h || (localStorage.getItem(NEWS_NAV_KEY) ?? '[]') !== '[]');
    check();
    window.addEventListener('storage', check);
    return () => window.removeEventListener('storage', check);
  }, [key]);
  return has;
}

export interface AppLayoutProps {
  layout: LayoutName;
  tab: TabKey | null;
  children: ReactNode;
  /**
   * drawn before the page's remote has loaded, as the HTML's first paint is: marked (tests tell the
   * two apart) and, like it, without the floating shortcut
   */
  firstPaint?: boolean;
}

export function AppLayout({ layout, tab, children, firstPaint = false }: AppLayoutProps) {
  const parts = layoutParts(layout, tab !== null);
  const hasSavedNews = useHasSavedNews();
  return (
    <div
      className={parts.tabBar ? `${styles.page} ${styles.withTabs}` : styles.page}
      data-layout={layout}
      data-first-paint={firstPaint ? '' : undefined}
    >
      {parts.backdrop && <div className={styles.backdrop} data-testid="user-backdrop" aria-hidden="true" />}
      {parts.banner && <DownloadBanner />}
      <main className={styles.content}>{children}</main>
      {parts.shortcut && hasSavedNews && !firstPaint && (
        <Suspense fallback={null}>
          <NewsShortcut />
        </Suspense>
      )}
      {parts.tabBar && <TabBar active={tab} />}
    </div>
  );
}
