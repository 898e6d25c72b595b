/**
 * A lived-in tips world on a fresh demo start, through the same functions a tap calls: the model
 * experts (模型) publish on the next matches and replay the played days before (so the ranks have
 * records from the first minute), a seeded fan applies and publishes a paid tip, and the
 * demo fan follows a model expert and that fan and buys the fan's paid tip with coins (through the
 * wallet ledger, like a tap). Idempotent: a restart adds nothing the first run made (model
 * experts only add tips for matches they have not tipped, within the daily limit).
 */
import type { Db } from '../db/index';
import { DEMO_USER, findUserByPhone } from '../accounts/users';
import { seededFans } from '../accounts/seeded-fans';
import { seedExpert } from './applications';
import { isExpert } from './experts';
import { followedExperts, toggleFollow } from './follow';
import { modelExpertIds, replayModelExperts, runModelExperts } from './model-experts';
import { publishTip } from './publish';
import { boughtTips, buyTip } from './purchase';
import { tipMatchPage } from './feed';
import { currentMarkets } from './markets';
import { tipsDb } from './tables';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The fan's first paid tip, published once (answers its id, or null when no match had a book). */
async function fanTip(db: Db, fanId: number): Promise<number | null> {
  if (await isExpert(db, fanId)) {
    const mine = await tipsDb(db)
      .selectFrom('tips_tips')
      .select('id')
      .where('expert_id', '=', fanId)
      .where('price', '>', 0)
      .orderBy('id')
      .executeTakeFirst();
    return mine?.id ?? null;
  }
  await seedExpert(db, fanId, '看了二十年英超，只发有把握的让球。');
  const next = (await tipMatchPage(db, 1, 5, Date.now())).list;
  for (const m of next) {
    const asia = (await currentMarkets(db, m.id)).find((x) => x.market === 1);
    const home = asia?.options.find((o) => o.pick === 'home');
    if (!asia || !home) continue;
    return publishTip(db, fanId, {
      matchId: m.id,
      market: 1,
      pick: 'home',
      title: `${m.home}主场不败`,
      analysis: `${m.home}主场气势正盛，${m.away}客场防守漏洞多。盘口开${home.label}，水位${home.odds}，主队值得跟进。`,
      price: 18,
    });
  }
  return null;
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
  // yesterday's played matches, replayed from their opening books, settle by the next settle round
  await replayModelExperts(db);
  const [wang] = await seededFans(db);
  const paid = wang ? await fanTip(db, wang) : null;
  const demo = await findUserByPhone(db, DEMO_USER.phone);
  if (!demo) return;
  const followed = await followedExperts(db, demo.id);
  for (const eid of [models[0], wang]) {
    if (eid !== undefined && !followed.includes(eid)) await toggleFollow(db, null, demo.id, eid);
  }
  if (paid !== null && !(await boughtTips(db, demo.id, [paid])).has(paid)) await buyTip(db, demo.id, paid);
}
