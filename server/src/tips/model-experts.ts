/**
 * Model experts (shown as 模型): accounts whose tips come from the engine's odds model. For a match
 * not started yet, the consensus of every company's current book (each book's implied probabilities
 * with its margin taken out, averaged) names the likeliest option of the expert's market; the tip is
 * published through `publishTip` like anyone's, and settles like anyone's.
 */
import {
  TIP_LIMITS,
  TIP_MARKET_NAMES,
  type TipMarket,
  type TipMarketOptions,
  type TipPick,
} from '@kickoff/shared/contracts';
import { sql } from 'kysely';
import type { Db } from '../db/index';
import { seededAccount } from '../accounts/seeded-accounts';
import { seedExpert } from './applications';
import { allBooks, marketOptions, matchNames, toMatchRow } from './markets';
import { publishTip, tipsToday } from './publish';
import { tipsDb } from './tables';
import { beijingDate } from '../live/clock';

const MODEL_EXPERTS: readonly {
  phone: string;
  nickName: string;
  market: TipMarket;
  price: number;
  description: string;
}[] = [
  {
    phone: '13800000201',
    nickName: '模型·亚指精算',
    market: 1,
    price: 0,
    description: '亚指模型：汇总8家公司即时盘口的隐含概率，选覆盖概率更高的一边。',
  },
  {
    phone: '13800000202',
    nickName: '模型·大小球',
    market: 3,
    price: 8,
    description: '大小球模型：泊松进球模型给出的盘口共识，选概率更高的大或小。',
  },
  {
    phone: '13800000203',
    nickName: '模型·胜平负',
    market: 2,
    price: 0,
    description: '胜平负模型：去掉各公司抽水后的平均概率，选最可能的赛果。',
  },
];

/** Consensus probability of each option of `market` over the books, margins removed. */
export function consensus(
  books: Parameters<typeof marketOptions>[0][],
  market: TipMarket,
  which: 'current' | 'first' = 'current',
): Map<TipPick, number> {
  const sums = new Map<TipPick, number>();
  let n = 0;
  for (const b of books) {
    if (b.type !== market) continue;
    const opts = marketOptions(b, which).options;
    const inv = opts.map((o) => (o.odds > 1 ? 1 / o.odds : 0));
    const total = inv.reduce((a, x) => a + x, 0);
    if (!total) continue;
    n += 1;
    opts.forEach((o, i) => sums.set(o.pick, (sums.get(o.pick) ?? 0) + (inv[i] ?? 0) / total));
  }
  for (const [k, v] of sums) sums.set(k, n ? v / n : 0);
  return sums;
}

function analysisText(
  m: TipMarketOptions,
  probs: Map<TipPick, number>,
  books: number,
  home: string,
  away: string,
  replay: boolean,
) {
  const parts = m.options.map((o) => `${o.label} ${((probs.get(o.pick) ?? 0) * 100).toFixed(1)}%`);
  const kind = replay ? '初盘' : '即时盘口';
  return (
    `${home} 对 ${away}，${TIP_MARKET_NAMES[m.market]}。模型汇总${books}家公司${kind}，` +
    `去掉抽水后的平均概率：${parts.join('，')}。取概率最高的选项，赔率按澳门${replay ? '初盘' : '即时盘'}。`
  );
}

/** The model experts' user ids (created and made experts on first call). */
export async function modelExpertIds(db: Db): Promise<number[]> {
  const ids: number[] = [];
  for (const m of MODEL_EXPERTS) {
    const user = await seededAccount(db, '专家', m.phone, m.nickName);
    if (!user) continue;
    await seedExpert(db, user.id, m.description, true);
    ids.push(user.id);
  }
  return ids;
}

type ModelDef = (typeof MODEL_EXPERTS)[number];

/**
 * One model tip on one match: the consensus of every company's book (current, or opening for a
 * replay) picks the option; published through `publishTip` at `nowMs`. False when it could not be
 * (no book, the match kicked off, another node was first).
 */
async function tipMatch(
  db: Db,
  expertId: number,
  def: ModelDef,
  raw: Parameters<typeof toMatchRow>[0],
  nowMs: number,
  replay: boolean,
): Promise<boolean> {
  const which = replay ? 'first' : 'current';
  const m = toMatchRow(raw);
  const books = (await allBooks(db, m.id)).filter((b) => b.type === def.market);
  const mine = books.find((b) => b.companyId === 1);
  if (!mine) return false;
  const probs = consensus(books, def.market, which);
  const options = marketOptions(mine, which);
  const best = [...options.options].sort((a, b) => (probs.get(b.pick) ?? 0) - (probs.get(a.pick) ?? 0))[0];
  if (!best) return false;
  const names = matchNames(m);
  try {
    await publishTip(
      db,
      expertId,
      {
        matchId: m.id,
        market: def.market,
        pick: best.pick,
        title: `模型：${best.label}`.slice(0, TIP_LIMITS.titleMax),
        analysis: analysisText(options, probs, books.length, names.home, names.away, replay),
        price: def.price,
      },
      nowMs,
      replay,
    );
    return true;
  } catch {
    // the match kicked off or another node tipped it first: the next round tries others
    return false;
  }
}

/**
 * Each existing model expert tips the soonest not-started matches with odds (kick-off within
 * `horizonS`) it has not tipped, up to the daily limit. Answers how many tips it published.
 */
export async function runModelExperts(db: Db, nowMs = Date.now(), horizonS = 12 * 3600): Promise<number> {
  const experts = await tipsDb(db)
    .selectFrom('tips_experts')
    .innerJoin('users', 'users.id', 'tips_experts.user_id')
    .select(['tips_experts.user_id', 'users.phone'])
    .where('tips_experts.model', '=', true)
    .execute();
  let published = 0;
  const nowS = Math.floor(nowMs / 1000);
  for (const e of experts) {
    const def = MODEL_EXPERTS.find((m) => m.phone === e.phone);
    if (!def) continue;
    let left = TIP_LIMITS.perDay - (await tipsToday(db, e.user_id, nowMs));
    if (left <= 0) continue;
    const candidates = await sql<Parameters<typeof toMatchRow>[0]>`
      SELECT m.id, m.sport, m.league_id, m.home_id, m.away_id, m.ot, m.state, m.done FROM live_matches m
      WHERE m.sport = 'football' AND m.state->>'s' = '1' AND m.ot > ${nowS + 60} AND m.ot <= ${nowS + horizonS}
        AND EXISTS (SELECT 1 FROM live_odds o WHERE o.match_id = m.id AND o.type = ${def.market})
        AND NOT EXISTS (SELECT 1 FROM tips_tips t WHERE t.match_id = m.id AND t.expert_id = ${e.user_id})
      ORDER BY m.ot, m.id LIMIT ${left}`.execute(db);
    for (const raw of candidates.rows) {
      if (await tipMatch(db, e.user_id, def, raw, nowMs, false)) {
        published += 1;
        left -= 1;
      }
      if (left <= 0) break;
    }
  }
  return published;
}

/** A replayed tip counts as published this long before its kick-off. */
const REPLAY_LEAD_S = 2 * 3600;

/**
 * A fresh start's record: each model expert replays the matches played on the last `days` days
 * before today from their opening books, as if it had tipped them two hours before kick-off — the same
 * consensus rule, the same 5 a day — and they settle like any tip, so the ranks and the model
 * experts' records are not empty on the first start. Matches it has tipped are skipped.
 */
export async function replayModelExperts(db: Db, nowMs = Date.now(), days = 2): Promise<number> {
  const experts = await tipsDb(db)
    .selectFrom('tips_experts')
    .innerJoin('users', 'users.id', 'tips_experts.user_id')
    .select(['tips_experts.user_id', 'users.phone'])
    .where('tips_experts.model', '=', true)
    .execute();
  const nowS = Math.floor(nowMs / 1000);
  const today = beijingDate(nowMs);
  let published = 0;
  for (const e of experts) {
    const def = MODEL_EXPERTS.find((m) => m.phone === e.phone);
    if (!def) continue;
    const played = await sql<Parameters<typeof toMatchRow>[0]>`
      SELECT m.id, m.sport, m.league_id, m.home_id, m.away_id, m.ot, m.state, m.done FROM live_matches m
      WHERE m.sport = 'football' AND m.state->>'s' = '8' AND m.ot >= ${nowS - days * 86_400} AND m.ot < ${nowS}
        AND EXISTS (SELECT 1 FROM live_odds o WHERE o.match_id = m.id AND o.type = ${def.market})
        AND NOT EXISTS (SELECT 1 FROM tips_tips t WHERE t.match_id = m.id AND t.expert_id = ${e.user_id})
      ORDER BY m.ot, m.id`.execute(db);
    for (const raw of played.rows) {
      const at = (Number(raw.ot) - REPLAY_LEAD_S) * 1000;
      // days before today only: today's five are for the matches still to come
      if (beijingDate(at) >= today) continue;
      if ((await tipsToday(db, e.user_id, at)) >= TIP_LIMITS.perDay) continue;
      if (await tipMatch(db, e.user_id, def, raw, at, true)) published += 1;
    }
  }
  return published;
}
