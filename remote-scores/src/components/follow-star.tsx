import type { MouseEvent } from 'react';
import type { Sport } from '@kickoff/shared/contracts';
import { showToast } from '@kickoff/shared/ui';
import { useFollowStore } from '../lib/follow-store';
import styles from './football-row.module.css';

export function FollowStar({ sport, id, label }: { sport: Sport; id: number; label: string }) {
  const on = useFollowStore((s) => s.items.some((f) => f.sport === sport && f.matchId === id));
  const toggle = useFollowStore((s) => s.toggle);
  const onClick = (e: MouseEvent) => {
    e.stopPropagation();
    toggle(sport, id).then(
      () => showToast(on ? '已取消关注' : '已关注'),
      () => showToast('操作失败，请重试'),
    );
  };
  return (
    <button
      type="button"
      className={`${styles.star} ${on ? styles.starOn : ''}`}
      aria-pressed={on}
      aria-label={`${on ? '取消关注' : '关注'} ${label}`}
      onClick={onClick}
    >
      {on ? '★' : '☆'}
    </button>
  );
}
