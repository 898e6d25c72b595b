/**
 * 阵容 (lazy chunk of the basketball detail): each side's 首发 and 替补 with 得分 / 篮板 / 助攻 /
 * 时间 per player in a compact table, away side first as in the header; reloaded on the match's pushes.
 */
import { type BasketballBoxScore, type BoxScorePlayer, type BoxScoreSide } from '@kickoff/shared/contracts';
import { DataState, useData } from '@kickoff/shared/data';
import { scoresErrorText } from '../../../components/offline-bar';
import { useReloadOnPulse } from '../../../lib/use-reload-on-pulse';
import { boxScore } from '../box-score-api';
import styles from './box-score-tab.module.css';

function Rows({ title, players }: { title: string; players: readonly BoxScorePlayer[] }) {
  return (
    <tbody>
      <tr className={styles.group}>
        <th scope="rowgroup" colSpan={5}>
          {title}
        </th>
      </tr>
      {players.map((p) => (
        <tr key={p.id} data-testid={title === '首发' ? 'box-starter' : 'box-bench'}>
          <th scope="row" className={styles.name}>
            <span className={styles.number}>{p.number}</span>
            {p.name}
            <span className={styles.position}>{p.position}</span>
          </th>
          <td className={styles.points}>{p.points}</td>
          <td>{p.rebounds}</td>
          <td>{p.assists}</td>
          <td>{p.minutes}</td>
        </tr>
      ))}
    </tbody>
  );
}

function SideTable({ side, name }: { side: BoxScoreSide; name: string }) {
  return (
    <table className={styles.table} data-testid="box-side" aria-label={`${name}球员数据`}>
      <caption className={styles.caption}>{name}</caption>
      <thead>
        <tr>
          <th scope="col">球员</th>
          <th scope="col">得分</th>
          <th scope="col">篮板</th>
          <th scope="col">助攻</th>
          <th scope="col">时间</th>
        </tr>
      </thead>
      <Rows title="首发" players={side.starters} />
      <Rows title="替补" players={side.bench} />
    </table>
  );
}

export default function BoxScoreTab({
  id,
  homeName,
  awayName,
  pulse,
}: {
  id: number;
  homeName: string;
  awayName: string;
  /** bumped by the page on each push that changes the game's statistics */
  pulse: number;
}) {
  const box = useData<BasketballBoxScore>(['basketball-box-score', id], () => boxScore(id));
  const { reload } = box;
  useReloadOnPulse(pulse, reload);
  return (
    <DataState
      state={{ ...box, data: box.data ?? null }}
      isEmpty={(b) => b === null}
      emptyText="暂无阵容"
      errorText={scoresErrorText}
    >
      {(b) =>
        b && (!b.published || !b.home || !b.away) ? (
          <p className={styles.notYet} data-testid="box-pending">
            本场比赛暂无球员数据
          </p>
        ) : b?.home && b.away ? (
          <section className={styles.block} aria-label="阵容" data-testid="box-score">
            <SideTable side={b.away} name={`${awayName}（客）`} />
            <SideTable side={b.home} name={`${homeName}（主）`} />
          </section>
        ) : null
      }
    </DataState>
  );
}
