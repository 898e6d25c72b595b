/**
 * 浏览历史: a signed-in fan's views of matches, articles and live rooms. One row per fan, kind and
 * thing: viewing it again moves the row to the top (the latest view wins). Each kind keeps the
 * newest VIEW_HISTORY_CAP rows; recording one more trims the oldest in the same transaction, under
 * the fan's lock so parallel views cannot overshoot the cap.
 */
import { sql } from 'kysely';
import { ErrorCodes, VIEW_HISTORY_CAP, type ViewKind, type ViewPage } from '@kickoff/shared/contracts';
import type { Db } from '../db/index';
import { lockKey } from '../db/locks';
import { AppError } from '../errors';
import { MISSING, targetsOf, type ViewersOf } from './targets';

const noViewers: ViewersOf = () => 0;

/** Records that `userId` viewed `kind` `id` at `nowMs`; an id that does not exist is refused and writes nothing. */
export async function recordView(db: Db, userId: number, kind: ViewKind, id: number, nowMs: number): Promise<void> {
  const found = await targetsOf(db, kind, [id], nowMs, noViewers);
  if (!found.has(id)) throw new AppError(ErrorCodes.NOT_FOUND, MISSING[kind]);
  const at = new Date(nowMs);
  await db.transaction().execute(async (trx) => {
    await lockKey(trx, 'viewHistory', String(userId));
    await trx
      .insertInto('view_history')
      .values({ user_id: userId, kind, target_id: id, viewed_at: at })
      .onConflict((oc) =>
        oc
          .columns(['user_id', 'kind', 'target_id'])
          .doUpdateSet({ viewed_at: sql`GREATEST(view_history.viewed_at, excluded.viewed_at)` }),
      )
      .execute();
    await sql`
      DELETE FROM view_history WHERE user_id = ${userId} AND kind = ${kind} AND target_id NOT IN (
        SELECT target_id FROM view_history WHERE user_id = ${userId} AND kind = ${kind}
        ORDER BY viewed_at DESC, target_id DESC LIMIT ${VIEW_HISTORY_CAP})`.execute(trx);
  });
}

/** One page of a kind, the latest view first; views of things gone since are left out. */
export async function viewPage(
  db: Db,
  userId: number,
  q: { kind: ViewKind; page: number; size: number },
  nowMs: number,
  viewers: ViewersOf = noViewers,
): Promise<ViewPage> {
  const rows = await db
    .selectFrom('view_history')
    .select(['target_id', 'viewed_at'])
    .where('user_id', '=', userId)
    .where('kind', '=', q.kind)
    .orderBy('viewed_at', 'desc')
    .orderBy('target_id', 'desc')
    .limit(q.size + 1)
    .offset((q.page - 1) * q.size)
    .execute();
  const shown = rows.slice(0, q.size);
  const targets = await targetsOf(
    db,
    q.kind,
    shown.map((r) => r.target_id),
    nowMs,
    viewers,
  );
  const list = shown.flatMap((r) => {
    const target = targets.get(r.target_id);
    return target ? [{ kind: q.kind, id: r.target_id, time: new Date(r.viewed_at).getTime(), ...target }] : [];
  });
  return { list, next: rows.length > q.size ? q.page + 1 : 0 };
}

/** Clears one kind, or every kind; answers how many rows went. */
export async function clearViews(db: Db, userId: number, kind?: ViewKind): Promise<number> {
  let q = db.deleteFrom('view_history').where('user_id', '=', userId);
  if (kind) q = q.where('kind', '=', kind);
  const res = await q.executeTakeFirst();
  return Number(res.numDeletedRows);
}
