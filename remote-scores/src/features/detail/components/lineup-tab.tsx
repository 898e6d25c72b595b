/**
 * 阵容 (lazy chunk of the football detail): both elevens on one CSS pitch in their formations with
 * shirt numbers, names, 评分 badges and goal / card / substitution marks, then substitutes and
 * coaches; reloaded on the match's pushes (docs/match-models.md §4–5). A reload re-renders only the
 * players whose number, name, rating or marks changed (~50 router links on a slow phone otherwise;
 * e2e/bench/detail-live-tasks.ts), as a deferred render, and the page's other pushes do not re-render
 * the tab at all.
 */
import { memo, useDeferredValue, useEffect, useMemo } from 'react';
import {
  playerPath,
  ratingBand,
  type FootballLineup,
  type LineupMark,
  type LineupPlayer,
  type LineupSide,
} from '@kickoff/shared/contracts';
import { DataState, useData } from '@kickoff/shared/data';
import { Link } from '@kickoff/shared/navigation';
import { scoresErrorText } from '../../../components/offline-bar';
import { useReloadOnPulse } from '../../../lib/use-reload-on-pulse';
import { footballLineup } from '../lineup-api';
import styles from './lineup-tab.module.css';

const minuteText = (m: LineupMark) => `${m.minute}${m.extra ? `+${m.extra}` : ''}'`;
const MARK_LABEL: Record<LineupMark['type'], string> = {
  goal: '进球',
  penalty: '点球',
  own_goal: '乌龙球',
  assist: '助攻',
  yellow: '黄牌',
  second_yellow: '两黄变一红',
  red: '红牌',
  sub_in: '替补登场',
  sub_out: '被换下',
};

function Marks({ marks }: { marks: readonly LineupMark[] }) {
  if (!marks.length) return null;
  return (
    <span className={styles.marks}>
      {marks.map((m, i) => {
        const label = `${MARK_LABEL[m.type]} ${minuteText(m)}`;
        if (m.type === 'goal' || m.type === 'penalty' || m.type === 'own_goal')
          return (
            <span
              key={i}
              className={m.type === 'own_goal' ? styles.ownGoal : undefined}
              role="img"
              title={label}
              aria-label={label}
            >
              ⚽
            </span>
          );
        if (m.type === 'yellow' || m.type === 'second_yellow' || m.type === 'red')
          return (
            <span
              key={i}
              className={`${styles.card} ${m.type === 'yellow' ? styles.yellow : styles.red}`}
              title={label}
              aria-label={label}
            />
          );
        if (m.type === 'sub_in' || m.type === 'sub_out')
          return (
            <span
              key={i}
              className={m.type === 'sub_in' ? styles.in : styles.out}
              role="img"
              title={label}
              aria-label={label}
            >
              {m.type === 'sub_in' ? '↑' : '↓'}
              {minuteText(m)}
            </span>
          );
        return (
          <span key={i} className={styles.assist} role="img" title={label} aria-label={label}>
            A
          </span>
        );
      })}
    </span>
  );
}

function Rating({ p, best }: { p: LineupPlayer; best: boolean }) {
  if (p.rating === null) return null;
  return (
    <span
      className={`${styles.rating} ${styles[ratingBand(p.rating)]}`}
      data-testid="rating"
      role="img"
      aria-label={`评分 ${p.rating.toFixed(1)}${best ? '，全场最佳' : ''}`}
    >
      {p.rating.toFixed(1)}
      {best ? '★' : ''}
    </span>
  );
}

/** What a player's row shows, so an unchanged player keeps his rendered row across reloads. */
const shown = (p: LineupPlayer) => JSON.stringify([p.number, p.name, p.rating, p.marks]);

interface PlayerProps {
  p: LineupPlayer;
  best: boolean;
  /** on the pitch: whose shirt */
  which?: 'home' | 'away';
}
const samePlayer = (a: PlayerProps, b: PlayerProps) =>
  a.which === b.which && a.best === b.best && a.p.id === b.p.id && shown(a.p) === shown(b.p);

const OnPitch = memo(function OnPitch({ p, which, best }: PlayerProps) {
  return (
    <Link
      to={playerPath('football', p.id)}
      className={styles.player}
      data-testid="lineup-player"
      data-rating={p.rating ?? ''}
    >
      <span className={`${styles.shirt} ${which === 'away' ? styles.awayShirt : styles.homeShirt}`}>{p.number}</span>
      <Rating p={p} best={best} />
      <span className={styles.name}>{p.name}</span>
      <Marks marks={p.marks} />
    </Link>
  );
}, samePlayer);

const OnBench = memo(function OnBench({ p, best }: PlayerProps) {
  return (
    <li>
      <Link className={styles.sub} to={playerPath('football', p.id)}>
        <span className={styles.subNumber}>{p.number}</span>
        <span className={styles.subName}>{p.name}</span>
        <Marks marks={p.marks} />
        <Rating p={p} best={best} />
      </Link>
    </li>
  );
}, samePlayer);

/** One team's half: keeper at its own goal line, the lines towards the halfway line. */
function Half({ side, which, best }: { side: LineupSide; which: 'home' | 'away'; best: number | null }) {
  const lines: LineupPlayer[][] = [];
  for (const p of side.starters) (lines[p.line ?? 0] ??= []).push(p);
  const ordered = which === 'home' ? lines : [...lines].reverse();
  return (
    <div className={styles.half} data-testid={`lineup-${which}`}>
      {ordered.map((line, i) => (
        <div key={i} className={styles.line}>
          {line.map((p) => (
            <OnPitch key={p.id} p={p} which={which} best={best === p.id} />
          ))}
        </div>
      ))}
    </div>
  );
}

function Bench({ side, title, best }: { side: LineupSide; title: string; best: number | null }) {
  return (
    <div className={styles.bench}>
      <h4 className={styles.benchTitle}>
        {title} · {side.formation}
      </h4>
      <p className={styles.coach}>主教练：{side.coach}</p>
      <ul className={styles.subs} aria-label={`${title}替补`}>
        {side.substitutes.map((p) => (
          <OnBench key={p.id} p={p} best={best === p.id} />
        ))}
      </ul>
    </div>
  );
}

export default memo(function LineupTab({
  id,
  homeName,
  awayName,
  pulse,
}: {
  id: number;
  homeName: string;
  awayName: string;
  /** bumped by the page on each push that may change the lineup (a closed minute, an incident) */
  pulse: number;
}) {
  const lineup = useData<FootballLineup>(['football-lineup', id], () => footballLineup(id));
  const { reload } = lineup;
  // before publication nothing is pushed: look again each minute until the sheets are out
  const waiting = lineup.data?.published === false;
  useEffect(() => {
    if (!waiting) return;
    const t = setInterval(reload, 60_000);
    return () => clearInterval(t);
  }, [waiting, reload]);
  useReloadOnPulse(pulse, reload);
  // a reload's new sheet renders in the background, in slices React can interrupt, not in one task
  // (the first one at once: nothing is shown yet)
  const l = useDeferredValue(lineup.data) ?? lineup.data;
  const motm = useMemo(() => {
    if (!l?.manOfTheMatch || !l.home || !l.away) return undefined;
    const all = [...l.home.starters, ...l.home.substitutes, ...l.away.starters, ...l.away.substitutes];
    return all.find((p) => p.id === l.manOfTheMatch);
  }, [l]);
  return (
    <DataState state={{ ...lineup, data: l }} errorText={scoresErrorText}>
      {(l) =>
        !l.published || !l.home || !l.away ? (
          <p className={styles.notYet} data-testid="lineup-pending">
            首发阵容将于赛前约1小时公布
          </p>
        ) : (
          <section className={styles.block} aria-label="阵容" data-testid="lineup" data-rated={l.rated}>
            <div className={styles.heads}>
              <span>
                {homeName} <b data-testid="lineup-formation">{l.home.formation}</b>
              </span>
              <span>
                <b data-testid="lineup-formation">{l.away.formation}</b> {awayName}
              </span>
            </div>
            {motm ? (
              <p className={styles.motm} data-testid="man-of-the-match">
                全场最佳：{motm.name} {motm.rating?.toFixed(1)}
              </p>
            ) : null}
            <div className={styles.pitch}>
              <Half side={l.home} which="home" best={l.manOfTheMatch} />
              <Half side={l.away} which="away" best={l.manOfTheMatch} />
            </div>
            {!l.rated ? <p className={styles.hint}>球员评分将于比赛进行约10分钟后显示</p> : null}
            <div className={styles.benches}>
              <Bench side={l.home} title={homeName} best={l.manOfTheMatch} />
              <Bench side={l.away} title={awayName} best={l.manOfTheMatch} />
            </div>
          </section>
        )
      }
    </DataState>
  );
});
