/**
 * A lived-in 头条 on a fresh start: the newsroom writes the match articles, the editors' desk
 * account exists with its role, and a few seeded fans — plus the demo fan — have commented,
 * replied and liked through the same functions the API calls. Idempotent: a restart adds nothing.
 */
import { sql } from 'kysely';
import type { Db } from '../db/index';
import { DEMO_USER, findUserByPhone } from '../accounts/users';
import { seededAccount } from '../accounts/seeded-accounts';
import { seededFans } from '../accounts/seeded-fans';
import { grantRole, likeArticle } from './articles';
import { addComment, likeComment } from './comments';
import { writeFromMatches, writeHistory } from './writer';

/** The editors' desk account (editor and admin roles); its random password is printed once at the start. */
const NEWS_DESK = { phone: '13800000100', nickName: '开球编辑部' } as const;

const FAN_LINES = [
  '这场比赛太精彩了，最后时刻心都要跳出来了！',
  '中场控制得不错，就是锋线把握机会的能力还要加强。',
  '裁判这几个判罚有争议，回放看得很清楚。',
  '数据很说明问题，射正次数差太多了。',
  '下一轮主场必须拿分，不然排名要掉了。',
  '这个进球的配合太漂亮了，值得反复看！',
];

export async function seedNews(db: Db, speed: number, now = Date.now()): Promise<void> {
  // the desk account is made last: it marks a finished seed
  if (await findUserByPhone(db, NEWS_DESK.phone)) return;
  await writeHistory(db, now);
  await writeFromMatches(db, { speed, now });
  const fans = await seededFans(db);
  const demo = await findUserByPhone(db, DEMO_USER.phone);
  const latest = await sql<{ id: number }>`
    SELECT id FROM news_articles WHERE kind = 'report' AND hidden = false
    ORDER BY publish_time DESC, id DESC LIMIT 6`.execute(db);
  for (const [i, { id }] of latest.rows.entries()) {
    const first = await addComment(db, fans[i % fans.length]!, id, FAN_LINES[i % FAN_LINES.length]!);
    await addComment(db, fans[(i + 1) % fans.length]!, id, FAN_LINES[(i + 3) % FAN_LINES.length]!);
    await addComment(db, fans[(i + 2) % fans.length]!, id, '同意，说得很到位。', first.id);
    await likeComment(db, fans[(i + 3) % fans.length]!, first.id, true);
    for (const fan of fans.slice(0, (i % fans.length) + 1)) await likeArticle(db, id, fan, true);
  }
  const top = latest.rows[0];
  if (demo && top) {
    await addComment(db, demo.id, top.id, '刚看完直播，战报来得真快！');
    await likeArticle(db, top.id, demo.id, true);
  }
  const desk = await seededAccount(db, '编辑', NEWS_DESK.phone, NEWS_DESK.nickName);
  if (desk) {
    await grantRole(db, desk.id, 'editor');
    await grantRole(db, desk.id, 'admin');
  }
}
