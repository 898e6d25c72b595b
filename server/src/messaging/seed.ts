/**
 * A lived-in message centre for the demo fan, made through the same functions a fan's taps call:
 * four seeded fans, follows both ways, private chats (one read, one waiting unread) and a group of
 * three (both invitees accept) with its system lines and chatter. Runs once: a demo fan who already
 * has a conversation is left alone.
 */
import sharp from 'sharp';
import type { Db } from '../db/index';
import { storeUpload } from '../uploads/routes';
import { DEMO_USER, findUserByPhone } from '../accounts/users';
import { seededFans } from '../accounts/seeded-fans';
import { markRead, sendMessage } from './chat';
import { openPrivate } from './conversations';
import { answerInvite, myInvites } from './group-joins';
import { createGroup } from './groups';
import { addFavor } from './favors';
import { follow } from './people';
import { setRemark } from './remarks';
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
  for (const fan of [wang!, li!]) {
    const invite = (await myInvites(db, fan)).find((i) => i.conversationId === group);
    if (invite) await answerInvite(db, null, fan, invite.inviteId, true);
  }
  // the demo fan saw them join; the chatter after it is unread
  await markRead(db, null, me, group, Number.MAX_SAFE_INTEGER);
  await say(wang!, group, '大家周末都有空吗？');
  await say(li!, group, '我周六晚上在，NBA 也别落下 🏀');
  return true;
}

/**
 * The demo fan's saved messages and remarks, made as the fan's taps make them: two remarks on seeded
 * fans and a few lines of the seeded chats saved. Runs once: a demo fan with a remark is left alone.
 */
export async function seedMessagingExtras(db: Db): Promise<boolean> {
  const demo = await findUserByPhone(db, DEMO_USER.phone);
  if (!demo) return false;
  const im = imDb(db);
  const done = await im.selectFrom('im_remarks').select('user_id').where('user_id', '=', demo.id).executeTakeFirst();
  if (done) return false;
  const [wang, city] = await seededFans(db);
  await setRemark(db, demo.id, wang!, '老王（球友）');
  await setRemark(db, demo.id, city!, '曼城同好');
  // 老王 sends a photo of the pitch through the upload module, as the chat's picture button does
  const withWang = await openPrivate(db, demo.id, wang!);
  const { id: imageId } = await storeUpload(db, wang!, 'chat', await pitchPhoto());
  const photo = await sendMessage(db, null, wang!, {
    conversationId: withWang,
    text: '',
    imageId,
    clientId: `seed-${demo.id}-photo`,
  });
  await markRead(db, null, demo.id, withWang, photo.seq);
  const lines = await im
    .selectFrom('im_messages as m')
    .innerJoin('im_members as mb', 'mb.conversation_id', 'm.conversation_id')
    .select(['m.conversation_id', 'm.seq'])
    .where('mb.user_id', '=', demo.id)
    .where('m.kind', '=', 'text')
    .where('m.recalled_at', 'is', null)
    .orderBy('m.id')
    .limit(3)
    .execute();
  for (const l of lines) await addFavor(db, demo.id, l.conversation_id, l.seq);
  await addFavor(db, demo.id, withWang, photo.seq);
  return true;
}

/** A 960 × 640 picture of a floodlit pitch (drawn, so the seed needs no file). */
function pitchPhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="640">
    <rect width="960" height="640" fill="#2f7d32"/>
    ${Array.from({ length: 8 }, (_, i) => `<rect x="${i * 120}" width="60" height="640" fill="#388e3c"/>`).join('')}
    <g fill="none" stroke="#fff" stroke-width="6">
      <rect x="40" y="40" width="880" height="560"/><line x1="480" y1="40" x2="480" y2="600"/>
      <circle cx="480" cy="320" r="90"/><rect x="40" y="190" width="130" height="260"/>
      <rect x="790" y="190" width="130" height="260"/>
    </g>
    <circle cx="560" cy="360" r="18" fill="#fff"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}
