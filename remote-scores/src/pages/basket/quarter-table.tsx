import type { BasketballListMatch } from '@kickoff/shared/contracts';
import styles from '../detail/detail-page.module.css';

function quarterHeads(n: number): string[] {
  return Array.from({ length: Math.max(4, n) }, (_, i) => (i < 4 ? `${'一二三四'[i]}节` : `加时${i - 3}`));
}

/** Quarter scores, away over home as Chinese basketball apps show them. */
export function QuarterTable({ m }: { m: BasketballListMatch }) {
  const heads = quarterHeads(Math.max(m.hq.length, m.aq.length));
  const row = (name: string, q: number[], total: number) => (
    <tr>
      <td className={styles.team}>{name}</td>
      {heads.map((h, i) => (
        <td key={h}>{q[i] ?? '-'}</td>
      ))}
      <td className={styles.total}>{total}</td>
    </tr>
  );
  return (
    <table className={styles.quarters} data-testid="quarter-table">
      <thead>
        <tr>
          <th className={styles.team}>球队</th>
          {heads.map((h) => (
            <th key={h}>{h}</th>
          ))}
          <th>总分</th>
        </tr>
      </thead>
      <tbody>
        {row(m.away.name, m.aq, m.sc[1])}
        {row(m.home.name, m.hq, m.sc[0])}
      </tbody>
    </table>
  );
}
