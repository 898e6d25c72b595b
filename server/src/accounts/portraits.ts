/**
 * Portraits (头像) through the one upload service: an uploaded picture is re-encoded like every image
 * (uploads/images.ts: WebP, metadata such as GPS gone, pixel and size limits) and stored as an
 * upload of purpose 'avatar' whose id is the key of `/user/portrait/{key}`. It waits for review
 * (portraitAudit 0, spec §3 portraitNew): until a moderator approves it, only its owner and the
 * moderators see it; everyone else sees the last approved portrait ('' → the generated default).
 */
import { ErrorCodes, type PendingPortrait } from '@kickoff/shared/contracts';
import type { Db } from '../db/index';
import { AppError } from '../errors';
import { processImage } from '../uploads/images';
import { insertUpload } from '../uploads/routes';
import { isModerator } from '../staff/roles';
import type { UserRow } from './users';

const PREFIX = '/user/portrait/';
const KEY = /^[0-9a-f]{32}$/;

const portraitUrl = (key: string) => `${PREFIX}${key}`;

/** The upload id behind a portrait URL, or null for '' and anything else. */
function portraitKey(url: string): string | null {
  const key = url.startsWith(PREFIX) ? url.slice(PREFIX.length) : '';
  return KEY.test(key) ? key : null;
}

/** Who is looking: a pending portrait is shown to its owner and to moderators only. */
export interface PortraitViewer {
  id: number | null;
  moderator: boolean;
}

export async function portraitViewer(db: Db, userId: number | null): Promise<PortraitViewer> {
  return { id: userId, moderator: await isModerator(db, userId) };
}

export interface PortraitColumns {
  id: number;
  portrait: string;
  portrait_audit: number;
  portrait_new: string;
}

/**
 * The portrait fields as `viewer` may see them: the owner and moderators see a pending picture
 * (portraitAudit 0, portraitNew), anyone else the approved one as if nothing were pending.
 */
export function portraitSeenBy(
  u: PortraitColumns,
  viewer: PortraitViewer,
): { portrait: string; portraitAudit: 0 | 1; portraitNew: string } {
  const pending = u.portrait_audit !== 1 && u.portrait_new !== '';
  if (pending && (viewer.moderator || viewer.id === u.id))
    return { portrait: u.portrait_new, portraitAudit: 0, portraitNew: u.portrait_new };
  return { portrait: u.portrait, portraitAudit: 1, portraitNew: '' };
}

/** docs/product.md §3: the one portrait to show `viewer`. */
export const shownPortrait = (u: PortraitColumns, viewer: PortraitViewer): string => portraitSeenBy(u, viewer).portrait;

async function deleteAvatar(db: Db, userId: number, url: string): Promise<void> {
  const key = portraitKey(url);
  if (key)
    await db
      .deleteFrom('uploads')
      .where('id', '=', key)
      .where('user_id', '=', userId)
      .where('purpose', '=', 'avatar')
      .execute();
}

/**
 * Re-encodes `bytes` (bad or oversized pictures throw PARAM_INVALID, nothing stored) and makes it
 * the user's pending portrait; an earlier picture still pending is replaced and deleted.
 */
export async function submitPortrait(db: Db, userId: number, bytes: Buffer): Promise<UserRow> {
  const image = await processImage(bytes);
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('users')
      .select(['portrait', 'portrait_new'])
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const key = await insertUpload(trx, userId, 'avatar', image);
    const row = await trx
      .updateTable('users')
      .set({ portrait_new: portraitUrl(key), portrait_audit: 0 })
      .where('id', '=', userId)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (before.portrait_new !== before.portrait) await deleteAvatar(trx, userId, before.portrait_new);
    return row;
  });
}

/**
 * A moderator's decision on the user's pending portrait: approved, it becomes the portrait everyone
 * sees (the one it replaces is deleted); rejected, it is deleted and the approved one stays. No
 * pending portrait (never uploaded, or already decided) → NOT_FOUND; with `seen` (the pending
 * picture the moderator looked at), a different one pending now → CONFLICT. Runs in the caller's
 * transaction when given one.
 */
export async function reviewPortrait(
  db: Db,
  userId: number,
  approve: boolean,
  seen?: string,
): Promise<{ userId: number; portrait: string; before: string; pending: string }> {
  if (!db.isTransaction) return db.transaction().execute((trx) => reviewPortrait(trx, userId, approve, seen));
  const user = await db
    .selectFrom('users')
    .select(['portrait', 'portrait_new'])
    .where('id', '=', userId)
    .where('portrait_audit', '=', 0)
    .where('portrait_new', '!=', '')
    .forUpdate()
    .executeTakeFirst();
  if (!user) throw new AppError(ErrorCodes.NOT_FOUND, '没有待审核的头像，可能已被其他人处理');
  if (seen !== undefined && seen !== user.portrait_new) {
    throw new AppError(ErrorCodes.CONFLICT, '该用户已换了新头像，请刷新后再审');
  }
  const portrait = approve ? user.portrait_new : user.portrait;
  await db
    .updateTable('users')
    .set({ portrait, portrait_new: '', portrait_audit: 1 })
    .where('id', '=', userId)
    .execute();
  await deleteAvatar(db, userId, approve ? user.portrait : user.portrait_new);
  return { userId, portrait, before: user.portrait, pending: user.portrait_new };
}

/** The review queue, oldest upload first (at most 100). */
export async function pendingPortraits(db: Db): Promise<PendingPortrait[]> {
  const users = await db
    .selectFrom('users')
    .select(['id', 'nick_name', 'portrait', 'portrait_new'])
    .where('portrait_audit', '=', 0)
    .where('portrait_new', '!=', '')
    .execute();
  const keys = users.flatMap((u) => portraitKey(u.portrait_new) ?? []);
  const uploads = keys.length
    ? await db.selectFrom('uploads').select(['id', 'created_at']).where('id', 'in', keys).execute()
    : [];
  const uploadedAt = new Map(uploads.map((u) => [u.id, new Date(u.created_at).getTime()]));
  return users
    .flatMap((u) => {
      const at = uploadedAt.get(portraitKey(u.portrait_new) ?? '');
      return at === undefined
        ? []
        : [{ userId: u.id, nickName: u.nick_name, portrait: u.portrait, portraitNew: u.portrait_new, uploadedAt: at }];
    })
    .sort((x, y) => x.uploadedAt - y.uploadedAt || x.userId - y.userId)
    .slice(0, 100);
}

/**
 * The picture behind `/user/portrait/{key}` (its thumbnail: at most 360 px) for `viewer`: an
 * approved portrait for anyone; one not (or no longer) approved only for its owner and
 * moderators; otherwise null, as for a key that addresses nothing.
 */
export async function portraitImage(
  db: Db,
  key: string,
  viewerId: number | null,
): Promise<{ mime: string; bytes: Buffer; approved: boolean } | null> {
  if (!KEY.test(key)) return null;
  const row = await db
    .selectFrom('uploads')
    .innerJoin('users', 'users.id', 'uploads.user_id')
    .select(['uploads.mime', 'uploads.thumb', 'uploads.user_id', 'users.portrait'])
    .where('uploads.id', '=', key)
    .where('uploads.purpose', '=', 'avatar')
    .executeTakeFirst();
  if (!row) return null;
  const approved = row.portrait === portraitUrl(key);
  if (!approved && viewerId !== row.user_id && !(await isModerator(db, viewerId))) return null;
  return { mime: row.mime, bytes: Buffer.from(row.thumb), approved };
}
