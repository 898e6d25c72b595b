/**
 * Notices to users, from any feature. `createNotices` writes them inside the caller's transaction
 * (deduplicated per user by an optional key, so a retried or twice-fired event notifies once);
 * `pushNotices` sends each to its owner's socket topic (code 10024) once that transaction has
 * committed. `notify` does both for a caller with no transaction of its own.
 */
import { MessageCodes, type Notice, type NoticeKind, type NoticePage } from '@kickoff/shared/contracts';
import type { Db } from '../db/index';
import { serverMessage, type Hub } from '../realtime/hub';

export interface NoticeInput {
  kind: NoticeKind;
  title: string;
  body?: string;
  link?: string;
  /** one notice per user and key, e.g. `live:room:3:2026-11-25` */
  dedupeKey?: string;
}

export interface UserNotice {
  userId: number;
  notice: Notice;
}

const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

interface NoticeRow {
  id: number;
  user_id: number;
  kind: string;
  title: string;
  body: string;
  link: string;
  created_at: Date | string;
  read_at: Date | string | null;
}

function toNotice(r: NoticeRow): Notice {
  return {
    id: r.id,
    kind: r.kind as NoticeKind,
    title: r.title,
    body: r.body,
    link: r.link,
    time: new Date(r.created_at).getTime(),
    read: r.read_at !== null,
  };
}

/** Writes one notice per user (those who already had `dedupeKey` get none). */
export async function createNotices(db: Db, userIds: number[], input: NoticeInput): Promise<UserNotice[]> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return [];
  const rows = await db
    .insertInto('notices')
    .values(
      ids.map((userId) => ({
        user_id: userId,
        kind: input.kind,
        title: clip(input.title, 64),
        body: clip(input.body ?? '', 500),
        link: clip(input.link ?? '', 256),
        dedupe_key: input.dedupeKey ?? null,
      })),
    )
    .onConflict((oc) => oc.columns(['user_id', 'dedupe_key']).doNothing())
    .returningAll()
    .execute();
  return rows.map((r) => ({ userId: r.user_id, notice: toNotice(r) }));
}

export function pushNotices(hub: Hub, notices: UserNotice[]): void {
  for (const { userId, notice } of notices) {
    const topic = `user:${userId}` as const;
    hub.publish(topic, serverMessage(MessageCodes.SYSTEM_NOTICE, topic, notice));
  }
}

export async function notify(db: Db, hub: Hub, userIds: number[], input: NoticeInput): Promise<UserNotice[]> {
  const created = await createNotices(db, userIds, input);
  pushNotices(hub, created);
  return created;
}

/** A page of the user's notices, of one kind when `kind` is given; `unread` counts every kind. */
export async function noticePage(
  db: Db,
  userId: number,
  page: number,
  size: number,
  kind?: NoticeKind,
): Promise<NoticePage> {
  const mine = db.selectFrom('notices').where('user_id', '=', userId);
  const shown = kind ? mine.where('kind', '=', kind) : mine;
  const [rows, counts, all] = await Promise.all([
    shown
      .selectAll()
      .orderBy('id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    shown.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow(),
    mine
      .select((eb) => eb.fn.count<string | number>('id').filterWhere('read_at', 'is', null).as('unread'))
      .executeTakeFirstOrThrow(),
  ]);
  const total = Number(counts.total);
  return { list: rows.map(toNotice), next: page * size < total ? page + 1 : 0, total, unread: Number(all.unread) };
}

/** Marks the given notices (or all) read; answers how many stay unread. */
export async function markRead(db: Db, userId: number, ids?: number[]): Promise<number> {
  let q = db
    .updateTable('notices')
    .set({ read_at: new Date() })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null);
  if (ids) q = q.where('id', 'in', ids.length ? ids : [0]);
  await q.execute();
  const left = await db
    .selectFrom('notices')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(left.n);
}

/** Unread notices per user, for many users at once (a user with none unread is absent from the map). */
export async function unreadNoticeCounts(db: Db, userIds: number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('notices')
    .select((eb) => ['user_id', eb.fn.countAll<string | number>().as('n')])
    .where('user_id', 'in', userIds)
    .where('read_at', 'is', null)
    .groupBy('user_id')
    .execute();
  return new Map(rows.map((r) => [r.user_id, Number(r.n)]));
}
