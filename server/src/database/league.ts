/** A competition's page: standings, rounds of fixtures and results, top scorers, for one season. */
import { sql } from 'kysely';
import type { DbLeague, DbRound, DbScorer } from '@kickoff/shared/contracts';
import type { Db } from '../db/index';
import { listCompetitions } from './competitions';
import { matchRows, roundOf, teamNames, type MatchRecord } from './match-rows';
import { standings } from './standings';
import { dbTables } from './tables';
import { WORLD_CUP_LEAGUE_ID } from './worldcup';
import { zonesOf } from './zones';

async function topScorers(db: Db, leagueId: number, season: number): Promise<DbScorer[]> {
  const rows = await sql<{
    player_id: number | null;
    player_name: string;
    team_id: number;
    goals: number | string;
    penalties: number | string;
  }>`
    SELECT player_id, player_name, team_id, count(*) AS goals,
      sum(CASE WHEN kind = 'penalty' THEN 1 ELSE 0 END) AS penalties
    FROM db_goals
    WHERE league_id = ${leagueId} AND season = ${season} AND kind IN ('goal', 'penalty')
    GROUP BY player_id, player_name, team_id
    ORDER BY count(*) DESC, sum(CASE WHEN kind = 'penalty' THEN 1 ELSE 0 END), player_name
    LIMIT 20`.execute(db);
  const names = await teamNames(
    db,
    rows.rows.map((r) => r.team_id),
  );
  let rank = 0;
  let last = -1;
  return rows.rows.map((r, i) => {
    const goals = Number(r.goals);
    if (goals !== last) rank = i + 1;
    last = goals;
    return {
      rank,
      player: r.player_id === null ? null : { id: r.player_id, name: r.player_name },
      name: r.player_name,
      team: { id: r.team_id, name: names.get(r.team_id) ?? String(r.team_id) },
      goals,
      penalties: Number(r.penalties),
    };
  });
}

/** The league's page, or undefined when there is no such competition. */
export async function leaguePage(db: Db, leagueId: number, wanted?: number): Promise<DbLeague | undefined> {
  const [competition] = await listCompetitions(db, { id: leagueId });
  if (!competition) return undefined;
  const season = wanted ?? competition.seasons[0];
  const missing: string[] = [];
  if (season === undefined || (wanted !== undefined && !competition.seasons.includes(wanted))) {
    if (wanted !== undefined) return undefined;
    return {
      competition,
      season: new Date().getFullYear(),
      groups: [],
      zones: [],
      rounds: [],
      currentRound: 0,
      scorers: [],
      missing: ['暂无该赛事的比赛记录'],
    };
  }
  const t = dbTables(db);
  const records: MatchRecord[] = await t
    .selectFrom('db_matches')
    .selectAll()
    .where('league_id', '=', leagueId)
    .where('season', '=', season)
    .orderBy('ot')
    .orderBy('id')
    .execute();
  const members =
    season === competition.seasons[0] && leagueId !== WORLD_CUP_LEAGUE_ID
      ? (
          await sql<{ team_id: number }>`SELECT team_id FROM live_league_teams WHERE league_id = ${leagueId}`.execute(
            db,
          )
        ).rows.map((r) => r.team_id)
      : [];
  const groups =
    competition.cup && leagueId !== WORLD_CUP_LEAGUE_ID && leagueId !== 103
      ? []
      : await standings(db, {
          leagueId,
          season,
          sport: competition.sport,
          members,
        });
  if (!groups.length) missing.push('杯赛不设积分榜，见赛程赛果');

  const rows = await matchRows(db, records);
  const rounds: DbRound[] = [];
  const byKey = new Map<number, DbRound>();
  records.forEach((m, i) => {
    const r = roundOf(m);
    let round = byKey.get(r.key);
    if (!round) {
      round = { name: r.name, matches: [] };
      byKey.set(r.key, round);
      rounds.push(round);
    }
    round.matches.push(rows[i] as DbRound['matches'][number]);
  });
  const order = [...byKey.keys()];
  const sorted = order
    .map((key, i) => ({ key, round: rounds[i] as DbRound }))
    .sort((a, b) => a.key - b.key)
    .map((x) => x.round);
  const lastDone = sorted.reduce((at, r, i) => (r.matches.some((m) => m.status === 'done') ? i : at), 0);

  const scorers = competition.sport === 'football' ? await topScorers(db, leagueId, season) : [];
  if (competition.sport === 'basketball') {
    missing.push('篮球赛果只有比分（引擎生成的赛季与引擎比赛），暂无球员得分与技术统计');
  } else if (!scorers.length) {
    missing.push('本赛季的比赛记录没有进球事件（导入的联赛赛果只含比分），射手榜暂无数据');
  }
  return {
    competition,
    season,
    groups,
    zones: zonesOf(leagueId),
    rounds: sorted,
    currentRound: lastDone,
    scorers,
    missing,
  };
}
