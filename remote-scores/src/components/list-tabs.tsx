/**
 * The list pages' tabs (即时 赛果 赛程 关注, and 聊球 which opens the sport's chat) and the day strip
 * of 赛果 / 赛程: apart from list-chrome so /live/hot, which shows neither, never loads them.
 */
import { sportChatPath, type ListTab, type Sport } from '@kickoff/shared/contracts';
import { useNavigate } from '@kickoff/shared/navigation';
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
