/** The bottom tab bar (docs/product.md §2, docs/ui.md): white, active slot in the primary colour, unread badge. */
import { Link } from '@kickoff/shared/navigation';
import type { TabKey } from '@kickoff/shared/routing';
import { useAuthStore, useMessagesStore } from '@kickoff/shared/stores';
import styles from './tab-bar.module.css';
import { TabIcon } from './tab-icons';
import { badgeText } from '@kickoff/shared/ui';
import { badgeTab, tabItems } from './tab-rules';

export function TabBar({ active }: { active: TabKey | null }) {
  const loggedIn = useAuthStore((s) => s.token !== '');
  const unread = useMessagesStore((s) => s.unread);
  // no window when the build draws the first paint (first-paint/render.tsx)
  const items = tabItems({ port: typeof window === 'undefined' ? '' : window.location.port, loggedIn });
  const badge = loggedIn ? badgeText(unread) : null;
  const badgeOn = badgeTab(items);
  return (
    <nav className={styles.bar} aria-label="主导航">
      {items.map((item) => {
        const isActive = item.key === active;
        return (
          <Link
            key={item.key}
            to={item.path}
            className={isActive ? `${styles.item} ${styles.active}` : styles.item}
            aria-current={isActive ? 'page' : undefined}
            data-tab={item.key}
          >
            <TabIcon tab={item.key} className={styles.icon} />
            <span>{item.label}</span>
            {badge && item.key === badgeOn && (
              <span className={styles.badge} aria-label={`${badge}条未读消息`} data-testid="unread-badge">
                {badge}
              </span>
            )}
          </Link>
        );
      })}
    </nav>
  );
}
