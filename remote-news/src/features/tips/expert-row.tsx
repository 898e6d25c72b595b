/** A rank row: place, expert (level, 模型), the window's figures, and the follow button. */
import type { ExpertRankRow } from '@kickoff/shared/contracts';
import { Link } from '@kickoff/shared/navigation';
import { Avatar } from '@kickoff/shared/ui';
import { ExpertTag } from './tip-card';
import styles from './tips.module.css';

export function FollowButton({ follow, onClick, busy }: { follow: 0 | 1; onClick: () => void; busy: boolean }) {
  return (
    <button
      type="button"
      className={follow ? styles.followingBtn : styles.followBtn}
      aria-pressed={follow === 1}
      disabled={busy}
      onClick={onClick}
    >
      {follow ? '已关注' : '+ 关注'}
    </button>
  );
}

export function ExpertRow({ row, onFollow, busy }: { row: ExpertRankRow; onFollow: () => void; busy: boolean }) {
  const { expert, record } = row;
  return (
    <li className={styles.row} data-testid="expert-row">
      <span className={styles.rank}>{row.rank}</span>
      <Avatar name={expert.nickName} size={0.72} />
      <Link className={styles.who} to={`/user/authorHome?id=${expert.id}`}>
        <p className={styles.whoName}>
          {expert.nickName}
          <ExpertTag level={expert.level} model={expert.model} />
        </p>
        <p className={styles.figures}>
          <span className={styles.keep}>
            命中 <b>{record.hitRate}%</b>
          </span>{' '}
          ·{' '}
          <span className={styles.keep}>
            盈利 <b>{record.roi}%</b>
          </span>{' '}
          ·{' '}
          <span className={styles.keep}>
            连红 <b>{record.streak}</b>
          </span>{' '}
          · <span className={styles.keep}>{`${record.won}红 ${record.lost}黑 ${record.push}走`}</span>
        </p>
      </Link>
      <FollowButton follow={expert.follow} busy={busy} onClick={onFollow} />
    </li>
  );
}
