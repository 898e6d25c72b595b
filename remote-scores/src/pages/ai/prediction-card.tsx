import type { FootballListMatch } from '@kickoff/shared/contracts';
import { TeamCrest } from '@kickoff/shared/ui';
import { explain, percent } from '../../lib/ai-probability';
import { clock } from '@kickoff/shared/time';
import { footballScore } from '../../lib/format';
import { usePrediction } from '../../features/ai/hooks/use-prediction';
import styles from './ai.module.css';
import { leagueInk } from '../../components/league-ink';
import ink from '../../components/league-ink.module.css';

/** One match's win/draw/loss bar and its one-line explanation. */
export function PredictionCard({ m, onOpen }: { m: FootballListMatch; onOpen: () => void }) {
  const p = usePrediction(m.id);
  return (
    <article className={styles.card} data-testid="ai-card">
      <button
        type="button"
        className={styles.head}
        onClick={onOpen}
        aria-label={`${m.home.name} 对 ${m.away.name} 详情`}
      >
        <span className={ink.ink} style={leagueInk(m.league.color)}>
          {m.league.name}
        </span>
        <span>{clock(m.ot)}</span>
      </button>
      <div className={styles.teams}>
        <span className={styles.team}>
          <TeamCrest name={m.home.name} size={0.5} />
          {m.home.name}
        </span>
        <b>{footballScore(m)}</b>
        <span className={styles.team}>
          <TeamCrest name={m.away.name} size={0.5} />
          {m.away.name}
        </span>
      </div>
      {p ? (
        <>
          <div
            className={styles.bar}
            role="img"
            aria-label={`主胜${percent(p.home)} 平${percent(p.draw)} 客胜${percent(p.away)}`}
          >
            <i className={styles.win} style={{ width: percent(p.home) }} />
            <i className={styles.draw} style={{ width: percent(p.draw) }} />
            <i className={styles.loss} style={{ width: percent(p.away) }} />
          </div>
          <div className={styles.legend}>
            <span>主胜 {percent(p.home)}</span>
            <span>平 {percent(p.draw)}</span>
            <span>客胜 {percent(p.away)}</span>
          </div>
          <p className={styles.explain} data-testid="ai-explain">
            {explain(p, m.home.name, m.away.name)}
          </p>
        </>
      ) : (
        <p className={styles.explain}>{p === null ? '暂无预测数据' : '计算中…'}</p>
      )}
    </article>
  );
}
