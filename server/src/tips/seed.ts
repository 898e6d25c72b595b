/**
 * A lived-in tips world on a fresh demo start, through the same functions a tap calls: the model
 * experts (模型) publish on the next matches, a seeded fan applies and publishes a paid tip, and the
 * demo fan follows a model expert and buys the seeded fan's paid tip. Idempotent: a restart adds
 * nothing the first run made (model experts only add tips for matches they have not tipped, within
 * the daily limit).
 */
import type { Db } from '../db/index';
import { DEMO_USER, findUserByPhone } from '../accounts/users';
import { seededFans } from '../accounts/seeded-fans';
import { applyExpert, isExpert } from './experts';
import { followedExperts, toggleFollow } from './follow';
import { modelExpertIds, runModelExperts } from './model-experts';
import { publishTip } from './publish';
import { boughtTips, buyTip } from './purchase';
import { tipMatchPage } from './feed';
import { currentMarkets } from './markets';
import { tipsDb } from './tables';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function fanTip(db: Db, fanId: number): Promise<void> {
  if (await isExpert(db, fanId)) return;
  await applyExpert(db, fanId, '看了二十年英超，只发有把握的让球。');
  const next = (await tipMatchPage(db, 1, 5, Date.now())).list;
  for (const m of next) {
    const asia = (await currentMarkets(db, m.id)).find((x) => x.market === 1);
    const home = asia?.options.find((o) => o.pick === 'home');
    if (!asia || !home) continue;
    await publishTip(db, fanId, {
      matchId: m.id,
      market: 1,
      pick: 'home',
      title: `${m.home}主场不败`,
      analysis: `${m.home}主场气势正盛，${m.away}客场防守漏洞多。盘口开${home.label}，水位${home.odds}，主队值得跟进。`,
      price: 18,
    });
    return;
  }
}

/** Seeds once the engine's day is stored (waits up to `waitMs` for its first save). */
export async function seedTips(db: Db, waitMs = 20_000): Promise<void> {
  const models = await modelExpertIds(db);
  const until = Date.now() + waitMs;
  for (;;) {
    const stored = await tipsDb(db).selectFrom('tips_tips').select('id').limit(1).executeTakeFirst();
    if (stored || (await runModelExperts(db)) > 0 || Date.now() > until) break;
    await sleep(1000);
  }
  const [wang] = await seededFans(db);
  if (wang) await fanTip(db, wang);
  const demo = await findUserByPhone(db, DEMO_USER.phone);
  const first = models[0];
  if (demo && first && !(await followedExperts(db, demo.id)).includes(first))
    await toggleFollow(db, null, demo.id, first);
  if (demo && wang) await demoBuys(db, demo.id, wang);
}

/** The demo fan has bought the seeded expert's paid tip (once: a bought tip is not bought again). */
async function demoBuys(db: Db, demoId: number, expertId: number): Promise<void> {
  const paid = await tipsDb(db)
    .selectFrom('tips_tips')
    .select('id')
    .where('expert_id', '=', expertId)
    .where('price', '>', 0)
    .orderBy('id')
    .executeTakeFirst();
  if (!paid || (await boughtTips(db, demoId, [paid.id])).has(paid.id)) return;
  await buyTip(db, demoId, paid.id);
}
