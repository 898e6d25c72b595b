/**
 * The top of every score page: sport switch and the filter/settings bar (the list tabs and day
 * strip are in list-tabs.tsx).
 */
import { scoresPath } from '@kickoff/shared/contracts';
import { NavLink } from '@kickoff/shared/navigation';
import styles from './list-chrome.module.css';

export function SportSwitch() {
  const links = [
    ['/live/hot', '热门'],
    [scoresPath('football'), '足球'],
    [scoresPath('basketball'), '篮球'],
    ['/live/ai', 'AI预测'],
  ] as const;
  return (
    <nav className={styles.sports} aria-label="比分分类">
      {links.map(([to, label]) => (
        <NavLink key={to} to={to} className={({ isActive }) => `${styles.sport} ${isActive ? styles.sportOn : ''}`}>
          {label}
        </NavLink>
      ))}
    </nav>
  );
}

export function CountBar({
  total,
  hidden,
  onFilter,
  onSettings,
}: {
  total: number;
  hidden: number;
  onFilter?: () => void;
  onSettings: () => void;
}) {
  return (
    <div className={styles.bar}>
      <span data-testid="count-bar">
        共{total}场{hidden > 0 ? <span className={styles.hidden}>，隐藏{hidden}场</span> : null}
      </span>
      <span className={styles.barTools}>
        {onFilter ? (
          <button type="button" className={styles.tool} onClick={onFilter}>
            筛选
          </button>
        ) : null}
        <button type="button" className={styles.tool} onClick={onSettings}>
          设置
        </button>
      </span>
    </div>
  );
}

export const chromeStyles = styles;
