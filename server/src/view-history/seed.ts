/**
 * The demo fan's first browse on a fresh start, made through the calls a fan's taps make: opened
 * today's first matches (and followed two of them), read the two newest reports, dropped into two
 * live rooms. So 浏览历史 and 我的赛事 have rows from the start. Runs once: a demo fan with any view
 * is left alone. Needs the engine's stored day and the newsroom's articles (seeded before it).
 */
import { sql } from 'kysely';
import type { Sport } from '@kickoff/shared/contracts';
import type { Db } from '../db/index';
import { DEMO_USER, findUserByPhone } from '../accounts/users';
import { addFollow } from '../live/follow-routes';
import { beijingDate } from '../live/clock';
import { recordView } from './history';

export async function seedDemoBrowsing(db: Db, nowMs = Date.now()): Promise<void> {
  const demo = await findUserByPhone(db, DEMO_USER.phone);
  if (!demo) return;
  const any = await db.selectFrom('view_history').select('kind').where('user_id', '=', demo.id).executeTakeFirst();
  if (any) return;
  const today = beijingDate(nowMs);
  const first = (sport: Sport, n: number) =>
    sql<{ id: number; sport: Sport }>`
      SELECT id, sport FROM live_matches WHERE date = ${today} AND sport = ${sport} ORDER BY ot, id LIMIT ${n}`.execute(
      db,
    );
  const matches = { rows: [...(await first('football', 3)).rows, ...(await first('basketball', 1)).rows] };
  const articles = await sql<{ id: number }>`
    SELECT id FROM news_articles WHERE hidden = false AND publish_time <= ${Math.floor(nowMs / 1000)}
    ORDER BY publish_time DESC, id DESC LIMIT 2`.execute(db);
  const rooms = await sql<{ id: number }>`SELECT id FROM vlive_rooms ORDER BY id LIMIT 2`.execute(db);
  // a second apart from now on, oldest first (an article may have been published this very minute,
  // so no view is dated before the seed ran)
  let at = nowMs;
  const step = () => (at += 1000);
  for (const [i, m] of matches.rows.entries()) {
    await recordView(db, demo.id, 'match', m.id, step());
    if (i < 2) await addFollow(db, demo.id, m.sport, m.id);
  }
  for (const a of articles.rows.reverse()) await recordView(db, demo.id, 'news', a.id, step());
  for (const r of rooms.rows.reverse()) await recordView(db, demo.id, 'room', r.id, step());
}
