/** docs/ui.md basketball row: away over home, quarter scores small and grey, total bold on the right. */
import { memo } from 'react';
import { hasBasketballStarted, type BasketballListMatch, type TeamRef } from '@kickoff/shared/contracts';
import { TeamCrest } from '@kickoff/shared/ui';
import { useFlash } from '../lib/use-flash';
import { clock } from '@kickoff/shared/time';
import { basketballStatus, isBasketballLive } from '../lib/format';
import { FollowStar } from './follow-star';
import styles from './basketball-row.module.css';
import { leagueInk } from './league-ink';
import ink from './league-ink.module.css';

interface Props {
  m: BasketballListMatch;
  top: number;
  ranking: boolean;
  onOpen: (m: BasketballListMatch) => void;
}

function Line({
  team,
  quarters,
  total,
  live,
  ranking,
  started,
}: {
  team: TeamRef;
  quarters: number[];
  total: number;
  live: boolean;
  ranking: boolean;
  started: boolean;
}) {
  return (
    <div className={styles.line}>
      <TeamCrest name={team.name} size={0.32} />
      <span className={styles.name}>
        {ranking && team.rank ? `[${team.rank}] ` : ''}
        {team.name}
      </span>
      <span className={styles.quarters}>
        {quarters.map((q, i) => (
          <span key={i}>{q}</span>
        ))}
      </span>
      <b className={`${styles.total} ${live ? styles.totalLive : ''}`}>{started ? total : '-'}</b>
    </div>
  );
}

export const BasketballRow = memo(function BasketballRow({ m, top, ranking, onOpen }: Props) {
  const live = isBasketballLive(m.s);
  const flash = useFlash(`${m.sc[0]}-${m.sc[1]}|${m.s}`);
  const started = hasBasketballStarted(m.s);
  const label = `${m.away.name} 对 ${m.home.name}`;
  return (
    <div
      className={`${styles.row} ${flash ? styles.flash : ''}`}
      style={{ transform: `translateY(${top}px)` }}
      role="listitem"
      tabIndex={0}
      aria-label={label}
      data-match-id={m.id}
      data-testid="match-row"
      onClick={() => onOpen(m)}
      onKeyDown={(e) => e.key === 'Enter' && onOpen(m)}
    >
      <div className={styles.left}>
        <span className={`${styles.league} ${ink.ink}`} style={leagueInk(m.league.color)}>
          {m.league.name}
        </span>
        <span className={styles.time}>{clock(m.ot)}</span>
        <span className={styles.status}>{basketballStatus(m)}</span>
      </div>
      <div className={styles.lines}>
        <Line team={m.away} quarters={m.aq} total={m.sc[1]} live={live} ranking={ranking} started={started} />
        <Line team={m.home} quarters={m.hq} total={m.sc[0]} live={live} ranking={ranking} started={started} />
      </div>
      <FollowStar sport="basketball" id={m.id} label={label} />
    </div>
  );
});
