/**
 * A lived-in message centre for the demo fan, made through the same functions a fan's taps call:
 * four seeded fans, follows both ways, private chats (one read, one waiting unread) and a group of
 * three with its system line and chatter. Runs once: a demo fan who already has a conversation is
 * left alone.
 */
import type { Db } from '../db/index';
import { DEMO_USER, findUserByPhone } from '../accounts/users';
import { seededFans } from '../accounts/seeded-fans';
import { markRead, sendMessage } from './chat';
import { openPrivate } from './conversations';
import { createGroup } from './groups';
import { follow } from './people';
import { imDb } from './tables';

export async function seedMessaging(db: Db): Promise<boolean> {
  const demo = await findUserByPhone(db, DEMO_USER.phone);
  if (!demo) return false;
  const has = await imDb(db)
    .selectFrom('im_members')
    .select('user_id')
    .where('user_id', '=', demo.id)
    .executeTakeFirst();
  if (has) return false;
  const [wang, city, li, jie] = await seededFans(db);
  const me = demo.id;
  for (const id of [wang!, city!, li!]) await follow(db, null, me, id, true);
  for (const id of [wang!, city!, jie!]) await follow(db, null, id, me, true);

  let n = 0;
  const say = (from: number, conversationId: number, text: string) =>
    sendMessage(db, null, from, { conversationId, text, clientId: `seed-${me}-${(n += 1)}` });

  const withWang = await openPrivate(db, me, wang!);
  await say(wang!, withWang, '今晚英超有场硬仗，一起看直播吗？');
  await say(me, withWang, '好啊，我在比分页关注了，进球会提醒我 ⚽');
  const last = await say(wang!, withWang, '那说定了，开赛前群里喊你');
  await markRead(db, null, me, withWang, last.seq);

  const withCity = await openPrivate(db, me, city!);
  await say(city!, withCity, '你好，看到你也关注了英超，交个朋友 👋');
  await say(city!, withCity, '周末的比赛你看好哪边？');

  const group = await createGroup(db, null, me, '周末看球群', [wang!, li!]);
  await say(wang!, group, '大家周末都有空吗？');
  await say(li!, group, '我周六晚上在，NBA 也别落下 🏀');
  return true;
}
