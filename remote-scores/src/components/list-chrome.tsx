/** The top of every list page: sport switch, list tabs (and 聊球), date strip and the filter/settings bar. */
import { scoresPath, sportChatPath, type ListTab, type Sport } from '@kickoff/shared/contracts';
import { NavLink, useNavigate } from '@kickoff/shared/navigation';
import { Tabs } from '@kickoff/shared/ui';
import { stripDays } from '../lib/date-strip';
import styles from './list-chrome.module.css';

const LIST_TABS: Array<{ key: ListTab | 'chat'; label: string }> = [
  { key: 'js', label: '即时' },
  { key: 'sg', label: '赛果' },
  { key: 'sc', label: '赛程' },
  { key: 'gz', label: '关注' },
  { key: 'chat', label: '聊球' },
];

export function isListTab(x: string | undefined): x is ListTab {
  return x === 'js' || x === 'sg' || x === 'sc' || x === 'gz';
}

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

export function DateStrip({
  kind,
  value,
  onChange,
}: {
  kind: 'sg' | 'sc';
  value: string;
  onChange: (date: string) => void;
}) {
  const days = stripDays(kind);
  return (
    <div className={styles.dates} role="tablist" aria-label="选择日期">
      {days.map((d) => (
        <button
          key={d.date}
          type="button"
          role="tab"
          aria-selected={d.date === value}
          className={`${styles.date} ${d.date === value ? styles.dateOn : ''}`}
          onClick={() => onChange(d.date)}
        >
          <b>{d.week}</b>
          <span>{d.label}</span>
        </button>
      ))}
    </div>
  );
}

/** The list tabs and 聊球, which opens the sport's chat page (`tab` 'chat' there). */
export function ListTabsBar({
  sport,
  tab,
  onTab,
}: {
  sport: Sport;
  tab: ListTab | 'chat';
  onTab: (t: ListTab) => void;
}) {
  const navigate = useNavigate();
  return (
    <Tabs
      items={LIST_TABS}
      active={tab}
      onChange={(t) => (t === 'chat' ? navigate(sportChatPath(sport)) : onTab(t))}
      label="比分列表"
    />
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
