/**
 * A lived-in community on a fresh start: the seeded fans (news/seed.ts) and the demo fan have
 * posted — one post with two pictures they "took" (drawn here, then uploaded through the uploads
 * module like any photo) — asked a question that got answers and an accepted one, commented and
 * liked, all through the functions the API calls. Idempotent: nothing is added once posts exist.
 */
import sharp from 'sharp';
import type { Db } from '../db/index';
import { DEMO_USER, findUserByPhone } from '../accounts/users';
import { seededFans } from '../accounts/seeded-fans';
import { storeUpload } from '../uploads/routes';
import { postThreads } from './comments';
import { acceptAnswer, createPost, likePost } from './posts';
import { communityDb, postIdOf } from './tables';

/** A simple stadium picture: sky, stands, pitch with its lines, a caption. */
async function picture(sky: string, grass: string, caption: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
    <rect width="800" height="600" fill="${sky}"/>
    <rect y="150" width="800" height="130" fill="#3b3b4f"/>
    <rect y="280" width="800" height="320" fill="${grass}"/>
    <rect x="100" y="330" width="600" height="230" fill="none" stroke="#fff" stroke-width="6"/>
    <line x1="400" y1="330" x2="400" y2="560" stroke="#fff" stroke-width="6"/>
    <circle cx="400" cy="445" r="60" fill="none" stroke="#fff" stroke-width="6"/>
    <text x="400" y="100" font-size="52" fill="#fff" text-anchor="middle" font-family="sans-serif">${caption}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export async function seedCommunity(db: Db): Promise<void> {
  const any = await communityDb(db).selectFrom('community_posts').select('id').limit(1).executeTakeFirst();
  if (any) return;
  const demo = await findUserByPhone(db, DEMO_USER.phone);
  const [a, b, c, d] = await seededFans(db);
  if (!a || !b || !c || !d) return;
  const photos = [await picture('#5b8fd6', '#2e8b3a', 'KICKOFF'), await picture('#f0a35e', '#2f7d32', 'MATCH DAY')];
  const images = [];
  for (const bytes of photos) images.push((await storeUpload(db, a, 'post', bytes)).id);
  const p1 = await createPost(db, a, {
    boardId: 1,
    kind: 'post',
    title: '周末去现场看球了',
    content: '第一次去现场，气氛太燃了！九十分钟全场都在唱歌，比在家看直播过瘾多了。',
    images,
  });
  const q = await createPost(db, b, {
    boardId: 3600,
    kind: 'question',
    title: '这赛季英超冠军你们看好谁？',
    content: '积分榜前几名咬得很紧，大家觉得谁的阵容厚度最能撑到最后？',
    images: [],
  });
  const p3 = await createPost(db, c, {
    boardId: 1,
    kind: 'post',
    title: '',
    content: '今晚的比赛谁有直播间推荐？想找个解说好一点的。',
    images: [],
  });
  const qid = postIdOf(q)!;
  const best = await postThreads.add(db, c, qid, '阵容厚度看替补席，伤病少的球队最后更稳。');
  await postThreads.add(db, d, qid, '看赛程，下半程强强对话多的会吃亏。');
  await postThreads.add(db, b, qid, '有道理，伤病确实是关键。', best.id);
  await acceptAnswer(db, b, qid, best.id);
  await postThreads.add(db, b, postIdOf(p1)!, '羡慕！下次一起去。');
  await postThreads.add(db, d, postIdOf(p3)!, '直播页可以按热门排序，挑人多的就行。');
  for (const fan of [b, c, d]) await likePost(db, fan, postIdOf(p1)!, true);
  if (demo) {
    await createPost(db, demo.id, {
      boardId: 1,
      kind: 'post',
      title: '新人报到',
      content: '大家好，我是球迷小王，主队英超，以后常来社区聊球！',
      images: [],
    });
    await postThreads.add(db, demo.id, postIdOf(p1)!, '照片拍得真好，现场看球太爽了！');
    await likePost(db, demo.id, postIdOf(p1)!, true);
  }
}
