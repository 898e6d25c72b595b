/**
 * What staff do to a fan (the console's 审核 page): mute them in one room (the room chat's own
 * `vlive_mutes`) or site-wide for some minutes — a site-wide mute refuses their chat lines, posts,
 * comments and messages (`refuseIfMuted`, called by each) — and ban them: a banned fan's sessions
 * end and sign-in is refused (`refuseIfBanned`) until unbanned. Staff are never sanctioned here.
 */
import {
  ErrorCodes,
  MUTE_MINUTES_MAX,
  SANCTION_REASON_MAX,
  type MuteBody,
  type Sanction,
} from '@kickoff/shared/contracts';
import type { Db } from '../db/index';
import { AppError } from '../errors';
import { rolesOf } from '../staff/roles';
import { vdb } from '../vlive/tables';
import type { Tx } from '../wallet/ledger';
import { moderationDb } from './tables';

const minutesLeft = (until: number, nowMs: number) => Math.max(1, Math.ceil((until - nowMs) / 60_000));

/** When the fan's site-wide mute ends (ms), or 0 when they are not muted. */
async function siteMutedUntil(db: Db | Tx, userId: number, nowMs = Date.now()): Promise<number> {
  const row = await moderationDb(db)
    .selectFrom('fan_sanctions')
    .select('muted_until')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const until = row?.muted_until ? new Date(row.muted_until).getTime() : 0;
  return until > nowMs ? until : 0;
}

/** Refuses a fan muted site-wide: no chat, post, comment or message while it lasts. */
export async function refuseIfMuted(db: Db | Tx, userId: number, nowMs = Date.now()): Promise<void> {
  const until = await siteMutedUntil(db, userId, nowMs);
  if (until) {
    throw new AppError(ErrorCodes.FORBIDDEN, `你已被全站禁言，${minutesLeft(until, nowMs)}分钟后可发言`);
  }
}

async function isBanned(db: Db | Tx, userId: number): Promise<boolean> {
  const row = await moderationDb(db)
    .selectFrom('fan_sanctions')
    .select('banned_at')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Boolean(row?.banned_at);
}

/** Refuses a banned fan's sign-in. */
export async function refuseIfBanned(db: Db | Tx, userId: number): Promise<void> {
  if (await isBanned(db, userId)) throw new AppError(ErrorCodes.FORBIDDEN, '该账号已被封禁，如有疑问请联系客服');
}

const invalid = (message: string) => new AppError(ErrorCodes.PARAM_INVALID, message);

/** The fan a sanction names: they exist and are not staff. */
export async function sanctionable(db: Db | Tx, userId: number): Promise<{ id: number; nickName: string }> {
  if (userId < 1) throw invalid('请填写用户 ID');
  const user = await db.selectFrom('users').select(['id', 'nick_name']).where('id', '=', userId).executeTakeFirst();
  if (!user) throw invalid(`用户 ${userId} 不存在`);
  if ((await rolesOf(db, userId)).length > 0) throw invalid('不能处罚工作人员');
  return { id: user.id, nickName: user.nick_name };
}

/** The reason, trimmed, 1..SANCTION_REASON_MAX characters. */
export function sanctionReason(raw: string): string {
  const reason = raw.trim();
  if (!reason) throw invalid('请填写处罚原因');
  if ([...reason].length > SANCTION_REASON_MAX) throw invalid(`处罚原因最多 ${SANCTION_REASON_MAX} 个字`);
  return reason;
}

export function muteMinutes(minutes: number): number {
  if (!Number.isInteger(minutes) || minutes < 0 || minutes > MUTE_MINUTES_MAX) {
    throw invalid(`禁言时长需为 0 到 ${MUTE_MINUTES_MAX} 分钟（0 为解除）`);
  }
  return minutes;
}

/** The mute before and after (ms, 0: none), in the caller's transaction. */
export async function mute(
  db: Tx,
  body: MuteBody,
  nowMs: number,
): Promise<{ before: number; after: number; roomTitle: string }> {
  const until = body.minutes > 0 ? nowMs + body.minutes * 60_000 : 0;
  if (body.roomId === 0) {
    const before = await siteMutedUntil(db, body.userId, nowMs);
    await moderationDb(db)
      .insertInto('fan_sanctions')
      .values({ user_id: body.userId, muted_until: until ? new Date(until) : null, reason: body.reason })
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet({ muted_until: until ? new Date(until) : null, reason: body.reason }),
      )
      .execute();
    return { before, after: until, roomTitle: '' };
  }
  const room = await vdb(db)
    .selectFrom('vlive_rooms')
    .select(['id', 'title', 'anchor_id'])
    .where('id', '=', body.roomId)
    .where('closed_at', 'is', null)
    .executeTakeFirst();
  if (!room) throw invalid('直播间不存在或已关闭');
  if (room.anchor_id === body.userId) throw invalid('不能在主播自己的直播间禁言主播');
  const old = await vdb(db)
    .selectFrom('vlive_mutes')
    .select('until')
    .where('room_id', '=', room.id)
    .where('user_id', '=', body.userId)
    .executeTakeFirst();
  const oldUntil = old ? new Date(old.until).getTime() : 0;
  await vdb(db)
    .insertInto('vlive_mutes')
    .values({ room_id: room.id, sport: null, user_id: body.userId, until: new Date(until || nowMs) })
    .onConflict((oc) => oc.columns(['room_id', 'user_id']).doUpdateSet({ until: new Date(until || nowMs) }))
    .execute();
  return { before: oldUntil > nowMs ? oldUntil : 0, after: until, roomTitle: room.title };
}

/** Bans the fan (refused when someone already did); their sessions are revoked by the caller. */
export async function ban(db: Tx, userId: number, reason: string, nowMs: number): Promise<void> {
  const existing = await moderationDb(db)
    .selectFrom('fan_sanctions')
    .select('banned_at')
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  if (existing?.banned_at) throw new AppError(ErrorCodes.CONFLICT, '该用户已被其他人封禁，请刷新');
  await moderationDb(db)
    .insertInto('fan_sanctions')
    .values({ user_id: userId, banned_at: new Date(nowMs), reason })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ banned_at: new Date(nowMs), reason }))
    .execute();
}

export async function unban(db: Tx, userId: number): Promise<{ reason: string }> {
  const row = await moderationDb(db)
    .updateTable('fan_sanctions')
    .set({ banned_at: null })
    .where('user_id', '=', userId)
    .where('banned_at', 'is not', null)
    .returning('reason')
    .executeTakeFirst();
  if (!row) throw new AppError(ErrorCodes.CONFLICT, '该用户未被封禁，可能已被其他人解封，请刷新');
  return row;
}

/** The mutes and bans in force, newest first. */
export async function sanctionsInForce(db: Db, nowMs = Date.now()): Promise<Sanction[]> {
  const now = new Date(nowMs);
  const [site, rooms] = await Promise.all([
    moderationDb(db)
      .selectFrom('fan_sanctions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select(['s.user_id', 'u.nick_name', 's.muted_until', 's.banned_at', 's.reason'])
      .where((eb) => eb.or([eb('s.muted_until', '>', now), eb('s.banned_at', 'is not', null)]))
      .execute(),
    vdb(db)
      .selectFrom('vlive_mutes as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .innerJoin('vlive_rooms as r', 'r.id', 'm.room_id')
      .select(['m.user_id', 'u.nick_name', 'm.room_id', 'r.title', 'm.until'])
      .where('m.until', '>', now)
      .where('r.closed_at', 'is', null)
      .orderBy('m.until', 'desc')
      .limit(100)
      .execute(),
  ]);
  const out: Sanction[] = [];
  for (const s of site) {
    const base = { userId: s.user_id, nickName: s.nick_name, roomId: 0, roomTitle: '', reason: s.reason };
    if (s.banned_at) out.push({ ...base, kind: 'ban', until: 0 });
    const until = s.muted_until ? new Date(s.muted_until).getTime() : 0;
    if (until > nowMs) out.push({ ...base, kind: 'site', until });
  }
  for (const m of rooms) {
    out.push({
      kind: 'room',
      userId: m.user_id,
      nickName: m.nick_name,
      roomId: m.room_id ?? 0,
      roomTitle: m.title,
      until: new Date(m.until).getTime(),
      reason: '',
    });
  }
  return out;
}
