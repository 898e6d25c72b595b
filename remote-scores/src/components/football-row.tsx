/** docs/ui.md "Score list row (football)". */
import { memo } from 'react';
import { isUpcoming, minuteMark, type FootballListMatch } from '@kickoff/shared/contracts';
import { TeamCrest } from '@kickoff/shared/ui';
import { GOAL_FLASH_MS, useFlash } from '../lib/use-flash';
import { clock } from '@kickoff/shared/time';
import { footballScore, footballStatus, isFootballLive, pair } from '../lib/format';
import { FollowStar } from './follow-star';
import styles from './football-row.module.css';
import { leagueInk } from './league-ink';
import ink from './league-ink.module.css';

export interface RowOptions {
  corners: boolean;
  ranking: boolean;
  yellows: boolean;
}

interface Props {
  m: FootballListMatch;
  top: number;
  now: number;
  opts: RowOptions;
  onOpen: (m: FootballListMatch) => void;
}

function Cards({ n, kind }: { n: number; kind: 'red' | 'yellow' }) {
  if (!n) return null;
  return (
    <span className={styles[kind]} aria-label={`${kind === 'red' ? '红牌' : '黄牌'}${n}`}>
      {n}
    </span>
  );
}

export const FootballRow = memo(function FootballRow({ m, top, now, opts, onOpen }: Props) {
  const live = isFootballLive(m.s);
  // a goal pulses the score cell (docs/ui.md); a red card or a new status highlights the row briefly
  const goal = useFlash(`${m.sc[0]}-${m.sc[1]}`, GOAL_FLASH_MS);
  const flash = useFlash(`${m.rc[0]}-${m.rc[1]}|${m.s}`);
  const status = footballStatus(m, now);
  const label = `${m.home.name} 对 ${m.away.name}`;
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
        {m.jczq ? <span className={styles.lottery}>{m.jczq}</span> : null}
      </div>
      <div className={styles.center}>
        <div className={`${styles.status} ${live ? styles.live : ''}`} data-testid="row-status">
          {live ? minuteMark(status) : status}
        </div>
        <div className={styles.teams}>
          <span className={styles.home}>
            {opts.yellows ? <Cards n={m.yc[0]} kind="yellow" /> : null}
            <Cards n={m.rc[0]} kind="red" />
            {opts.ranking && m.home.rank ? <span className={styles.rank}>[{m.home.rank}]</span> : null}
            <span className={styles.name}>{m.home.name}</span>
            <TeamCrest name={m.home.name} size={0.34} />
          </span>
          <b
            className={`${styles.score} ${live ? styles.scoreLive : ''} ${goal ? styles.goal : ''}`}
            data-testid="row-score"
          >
            {footballScore(m)}
          </b>
          <span className={styles.away}>
            <TeamCrest name={m.away.name} size={0.34} />
            <span className={styles.name}>{m.away.name}</span>
            {opts.ranking && m.away.rank ? <span className={styles.rank}>[{m.away.rank}]</span> : null}
            <Cards n={m.rc[1]} kind="red" />
            {opts.yellows ? <Cards n={m.yc[1]} kind="yellow" /> : null}
          </span>
        </div>
        <div className={styles.sub}>
          {m.hsc ? <span>半:{pair(m.hsc)}</span> : null}
          {opts.corners && !isUpcoming(m.s) ? <span>角:{pair(m.cn)}</span> : null}
          {m.psc ? <span>点:{pair(m.psc)}</span> : null}
        </div>
      </div>
      <FollowStar sport="football" id={m.id} label={label} />
    </div>
  );
});
