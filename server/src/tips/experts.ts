/**
 * Experts (applying: applications.ts): the expert cards the calls show
 * (nickname, portrait, level, 模型 flag, fans, whether the viewer follows) and the level a record earns.
 */
import { sql } from 'kysely';
import { ErrorCodes, type Expert, type ExpertLevel } from '@kickoff/shared/contracts';
import { AppError } from '../errors';
import type { Db } from '../db/index';
import { portraitViewer, shownPortrait } from '../accounts/portraits';
import type { Tx } from '../wallet/ledger';
import { tipsDb } from './tables';

/**
 * Level from the whole settled record (decided = 红 + 黑): each step needs more tips and a better hit
 * rate; 1 初级专家 is where everyone starts. Levels move both ways as the record does.
 */
const LEVEL_STEPS: readonly { level: ExpertLevel; decided: number; hit: number }[] = [
  { level: 7, decided: 100, hit: 65 },
  { level: 6, decided: 60, hit: 62 },
  { level: 5, decided: 40, hit: 60 },
  { level: 4, decided: 20, hit: 58 },
  { level: 3, decided: 10, hit: 55 },
  { level: 2, decided: 5, hit: 50 },
];

export function levelFor(decided: number, hitRate: number): ExpertLevel {
  return LEVEL_STEPS.find((s) => decided >= s.decided && hitRate >= s.hit)?.level ?? 1;
}

/** Recomputes an expert's level from the settled tips (inside the settling transaction). */
export async function refreshLevel(db: Db, expertId: number): Promise<ExpertLevel> {
  const r = await sql<{ won: number | string; lost: number | string }>`
    SELECT count(*) FILTER (WHERE result IN (1, 4)) AS won, count(*) FILTER (WHERE result IN (2, 5)) AS lost
    FROM tips_tips WHERE expert_id = ${expertId} AND result <> 0`.execute(db);
  const won = Number(r.rows[0]?.won ?? 0);
  const decided = won + Number(r.rows[0]?.lost ?? 0);
  const level = levelFor(decided, decided ? (won * 100) / decided : 0);
  await tipsDb(db).updateTable('tips_experts').set({ level }).where('user_id', '=', expertId).execute();
  return level;
}

export async function isExpert(db: Db | Tx, userId: number): Promise<boolean> {
  return Boolean(
    await tipsDb(db).selectFrom('tips_experts').select('user_id').where('user_id', '=', userId).executeTakeFirst(),
  );
}

interface ExpertRow {
  user_id: number;
  description: string;
  model: boolean;
  level: number;
  nick_name: string;
  portrait: string;
  portrait_audit: number;
  portrait_new: string;
  fans: number | string;
  follow: number | string;
  won: number | string;
  lost: number | string;
}

/** The expert cards of these ids as `viewer` sees them; 30-day hit rate from settled tips. */
export async function expertsByIds(
  db: Db,
  ids: number[],
  viewer: number | null,
  nowS = Math.floor(Date.now() / 1000),
): Promise<Map<number, Expert>> {
  const out = new Map<number, Expert>();
  const unique = [...new Set(ids)];
  if (!unique.length) return out;
  const since = nowS - 30 * 86_400;
  const rows = await sql<ExpertRow>`
    SELECT e.user_id, e.description, e.model, e.level, u.nick_name, u.portrait, u.portrait_audit, u.portrait_new,
      (SELECT count(*) FROM tips_follows f WHERE f.expert_id = e.user_id) AS fans,
      (SELECT count(*) FROM tips_follows f WHERE f.expert_id = e.user_id AND f.user_id = ${viewer ?? 0}) AS follow,
      (SELECT count(*) FROM tips_tips t WHERE t.expert_id = e.user_id AND t.settled_at >= ${since}
        AND t.result IN (1, 4)) AS won,
      (SELECT count(*) FROM tips_tips t WHERE t.expert_id = e.user_id AND t.settled_at >= ${since}
        AND t.result IN (2, 5)) AS lost
    FROM tips_experts e JOIN users u ON u.id = e.user_id
    WHERE e.user_id IN (${sql.join(unique)})`.execute(db);
  const seer = await portraitViewer(db, viewer);
  for (const r of rows.rows) {
    const won = Number(r.won);
    const decided = won + Number(r.lost);
    out.set(r.user_id, {
      id: r.user_id,
      nickName: r.nick_name,
      portrait: shownPortrait({ ...r, id: r.user_id }, seer),
      level: (r.level >= 1 && r.level <= 7 ? r.level : 1) as ExpertLevel,
      model: r.model ? 1 : 0,
      description: r.description,
      follow: Number(r.follow) > 0 ? 1 : 0,
      hitRate: decided ? Math.round((won * 1000) / decided) / 10 : 0,
      fans: Number(r.fans),
    });
  }
  return out;
}

export async function expertOf(db: Db, id: number, viewer: number | null): Promise<Expert> {
  const e = (await expertsByIds(db, [id], viewer)).get(id);
  if (!e) throw new AppError(ErrorCodes.NOT_FOUND, '该专家不存在');
  return e;
}
