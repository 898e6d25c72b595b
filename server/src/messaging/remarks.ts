/**
 * Remarks (备注): what a user calls another user, seen by that user only — in the conversation
 * list, a chat's header and members, the user's card and the contact book — and the contact book
 * itself (通讯录: people I follow and my fans, merged, under the pinyin initial of the shown name).
 */
import { pinyin } from 'pinyin-pro';
import { ErrorCodes, IM_REMARK_MAX, type ImContact } from '@kickoff/shared/contracts';
import { sql } from 'kysely';
import type { Db } from '../db/index';
import { AppError } from '../errors';
import { requireUser } from './people';
import { portraitViewer, shownPortrait } from '../accounts/portraits';
import { imDb, type ImDb, type ImTx } from './tables';

/** My remarks on `ids` (only those I gave). */
export async function remarksOf(im: ImDb | ImTx, me: number, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await im
    .selectFrom('im_remarks')
    .select(['target_id', 'remark'])
    .where('user_id', '=', me)
    .where('target_id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.target_id, r.remark]));
}

/** Sets my remark on `target`; an empty one clears it. Answers the remark now in force. */
export async function setRemark(db: Db, me: number, target: number, raw: string): Promise<string> {
  if (me === target) throw new AppError(ErrorCodes.PARAM_INVALID, '不能给自己设置备注');
  const remark = raw.replace(/\s+/g, ' ').trim();
  if ([...remark].length > IM_REMARK_MAX)
    throw new AppError(ErrorCodes.PARAM_INVALID, `备注不能超过 ${IM_REMARK_MAX} 个字`);
  const im = imDb(db);
  await requireUser(im, target);
  if (!remark) {
    await im.deleteFrom('im_remarks').where('user_id', '=', me).where('target_id', '=', target).execute();
    return '';
  }
  await im
    .insertInto('im_remarks')
    .values({ user_id: me, target_id: target, remark })
    .onConflict((oc) => oc.columns(['user_id', 'target_id']).doUpdateSet({ remark, updated_at: new Date() }))
    .execute();
  return remark;
}

/** 'A'–'Z' for a name starting with a Latin letter or a Chinese character, '#' for anything else. */
export function initialOf(name: string): string {
  // the whole name, so a word's reading decides (重庆 chong, 解说 jie): nicknames are not surnames first
  const first = pinyin(name.trim(), { pattern: 'first', toneType: 'none', type: 'array' })[0] ?? '';
  const letter = first.slice(0, 1).toUpperCase();
  return /^[A-Z]$/.test(letter) ? letter : '#';
}

/** 通讯录: everyone I follow or who follows me, by letter (A–Z, then '#'), then by the shown name's pinyin. */
export async function contacts(db: Db, me: number): Promise<ImContact[]> {
  const im = imDb(db);
  const rows = await sql<{
    id: number;
    nick_name: string;
    portrait: string;
    portrait_audit: number;
    portrait_new: string;
    following: boolean;
    follows_me: boolean;
    remark: string | null;
  }>`
    select u.id, u.nick_name, u.portrait, u.portrait_audit, u.portrait_new,
      exists(select 1 from im_follows f where f.follower_id = ${me} and f.followee_id = u.id) as following,
      exists(select 1 from im_follows f where f.follower_id = u.id and f.followee_id = ${me}) as follows_me,
      r.remark
    from users u
    left join im_remarks r on r.user_id = ${me} and r.target_id = u.id
    where u.id in (select followee_id from im_follows where follower_id = ${me}
                   union select follower_id from im_follows where followee_id = ${me})
    limit 1000`.execute(im);
  const viewer = await portraitViewer(db, me);
  const list = rows.rows.map((r) => {
    const remark = r.remark ?? '';
    const shown = remark || r.nick_name;
    return {
      contact: {
        id: r.id,
        nickName: r.nick_name,
        remark,
        portrait: shownPortrait(r, viewer),
        following: Boolean(r.following),
        followsMe: Boolean(r.follows_me),
        letter: initialOf(shown),
      },
      key: pinyin(shown, { toneType: 'none', type: 'string', nonZh: 'consecutive' }).toLowerCase(),
    };
  });
  const rank = (letter: string) => (letter === '#' ? '~' : letter);
  list.sort((a, b) => rank(a.contact.letter).localeCompare(rank(b.contact.letter)) || a.key.localeCompare(b.key));
  return list.map((x) => x.contact);
}
