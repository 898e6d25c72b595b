/** A league table: zones marked by colour beside the rank, the last five results, teams to their pages. */
import type { DbStandingGroup, DbZone, Sport } from '@kickoff/shared/contracts';
import { Link } from '@kickoff/shared/navigation';
import { TeamCrest } from '@kickoff/shared/ui';
import { teamPath } from './links';
import { ZONE_COLORS, ZONE_LABELS } from './zones';
import styles from './standings.module.css';

const FORM = { W: '胜', D: '平', L: '负' } as const;

function Group({ group, sport }: { group: DbStandingGroup; sport: Sport }) {
  const football = sport === 'football';
  return (
    <table className={styles.table} data-testid="db-standings">
      {group.name && <caption className={styles.caption}>{group.name}组</caption>}
      <thead>
        <tr>
          <th>排名</th>
          <th className={styles.teamHead}>球队</th>
          <th>赛</th>
          <th>胜</th>
          {football && <th>平</th>}
          <th>负</th>
          {football ? <th>进/失</th> : <th>胜率</th>}
          {football ? <th>净胜</th> : <th>得/失</th>}
          {football && <th>积分</th>}
        </tr>
      </thead>
      <tbody>
        {group.rows.map((r) => (
          <tr key={r.team.id} data-testid="db-standing-row">
            <td>
              <span
                className={styles.rank}
                style={r.zone ? { background: ZONE_COLORS[r.zone], color: 'var(--kk-on-primary)' } : undefined}
                title={r.zone ? ZONE_LABELS[r.zone] : undefined}
              >
                {r.rank}
              </span>
            </td>
            <td className={styles.team}>
              <Link to={teamPath(sport, r.team.id)} className={styles.teamLink}>
                <TeamCrest name={r.team.name} size={0.34} />
                <span className={styles.teamName}>{r.team.name}</span>
              </Link>
              {r.form.length > 0 && (
                <span className={styles.form} aria-label={`近况 ${r.form.map((f) => FORM[f]).join('')}`}>
                  {r.form.map((f, i) => (
                    <i key={i} className={styles[`form${f}`]}>
                      {FORM[f]}
                    </i>
                  ))}
                </span>
              )}
            </td>
            <td data-col="played">{r.played}</td>
            <td data-col="won">{r.won}</td>
            {football && <td data-col="drawn">{r.drawn}</td>}
            <td data-col="lost">{r.lost}</td>
            {football ? (
              <td>
                {r.goalsFor}/{r.goalsAgainst}
              </td>
            ) : (
              <td>{r.played ? `${Math.round((r.won / r.played) * 100)}%` : '-'}</td>
            )}
            {football ? (
              <td>{r.goalDiff > 0 ? `+${r.goalDiff}` : r.goalDiff}</td>
            ) : (
              <td>
                {r.goalsFor}/{r.goalsAgainst}
              </td>
            )}
            {football && (
              <td data-col="points" className={styles.points}>
                {r.points}
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function StandingsTable({ groups, zones, sport }: { groups: DbStandingGroup[]; zones: DbZone[]; sport: Sport }) {
  return (
    <div className={styles.wrap}>
      {groups.map((g) => (
        <Group key={g.name ?? 'table'} group={g} sport={sport} />
      ))}
      {zones.length > 0 && (
        <ul className={styles.legend} aria-label="区域说明">
          {zones.map((z) => (
            <li key={z}>
              <span className={styles.swatch} style={{ background: ZONE_COLORS[z] }} />
              {ZONE_LABELS[z]}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
