/**
 * The team page's 关注 toggle: shows whether the signed-in fan follows the team (from the followed
 * list) and follows or unfollows it; a visitor is sent to sign in.
 */
import { useState } from 'react';
import { useData } from '@kickoff/shared/data';
import { useNavigate } from '@kickoff/shared/navigation';
import { useAuthStore } from '@kickoff/shared/stores';
import { showToast } from '@kickoff/shared/ui';
import { followedTeams, followTeam } from './database-api';
import styles from './database.module.css';

export function TeamFollowButton({ teamId }: { teamId: number }) {
  const navigate = useNavigate();
  const token = useAuthStore((s) => s.token);
  const mine = useData(token ? ['db-followed-teams', token] : null, followedTeams);
  const [busy, setBusy] = useState(false);
  const on = mine.data?.some((t) => t.id === teamId) ?? false;

  const toggle = async () => {
    if (!token) return navigate('/user/login');
    setBusy(true);
    try {
      const next = await followTeam(teamId, !on);
      showToast(next.followed ? '已关注' : '已取消关注');
      mine.reload();
    } catch (e) {
      showToast(e instanceof Error ? e.message : '操作失败，请稍后重试');
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={styles.followButton}
      aria-pressed={on}
      disabled={busy || (token !== '' && mine.data === undefined && mine.error === null)}
      onClick={() => void toggle()}
    >
      {on ? '已关注' : '+ 关注'}
    </button>
  );
}
