/**
 * The demo fan follows three teams on a fresh start — two football clubs and a basketball team of
 * the 资料库 — through the same `followTeam` a tap on 关注 runs, so 我的关注 › 球队 has rows from the
 * start. Runs once: a demo fan who follows any team is left alone.
 */
import { sql } from 'kysely';
import type { Db } from '../db/index';
import { DEMO_USER, findUserByPhone } from '../accounts/users';
import { followTeam } from './team-follows';

export async function seedDemoTeamFollows(db: Db): Promise<void> {
  const demo = await findUserByPhone(db, DEMO_USER.phone);
  if (!demo) return;
  const any = await sql`SELECT 1 FROM team_follows WHERE user_id = ${demo.id} LIMIT 1`.execute(db);
  if (any.rows.length > 0) return;
  const pick = (sport: string, n: number) =>
    sql<{ id: number }>`SELECT id FROM db_teams WHERE sport = ${sport} ORDER BY league_id, id LIMIT ${n}`.execute(db);
  const teams = [...(await pick('basketball', 1)).rows, ...(await pick('football', 2)).rows];
  for (const t of teams) await followTeam(db, demo.id, t.id);
}
