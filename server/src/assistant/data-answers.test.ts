/**
 * The built-in assistant answers from the 资料库 and the odds over real SSE, on a database holding
 * the generated seasons (as a started server writes them) and the live engine's books: a league
 * table and its scorers as the league page shows them, a player's goals as the player page counts
 * them, a team's place, and a match's odds with the model experts' consensus.
 */
import {
  LIVE_PATHS,
  PLATFORM,
  isUpcoming,
  type DbCompetition,
  type DbLeague,
  type DbPlayer,
  type Envelope,
  type FootballListMatch,
} from '@kickoff/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createHub } from '../realtime/hub';
import { openTestDb, type OpenTestDb } from '../test-support/db';
import { askAt } from '../test-support/ai-ask';
import { insertUser } from '../accounts/signup';
import { createSession } from '../auth/sessions';
import { syncGeneratedHistory } from '../database/history';
import database from '../database/routes';
import live from '../live/routes';

const PORT = 39613;
let t: OpenTestDb;
let app: FastifyInstance;
let fan = '';

async function getJson<T>(port: number, path: string): Promise<Envelope<T>> {
  return (await (
    await fetch(`http://127.0.0.1:${port}${path}`, { headers: { accessToken: fan } })
  ).json()) as Envelope<T>;
}

beforeAll(async () => {
  t = await openTestDb();
  const config = {
    ...loadConfig({ NODE_ENV: 'test', LIVE_SPEED: '20', LIVE_DEMO_EVERY_S: '60', LIVE_DEMO_FIRST_S: '2' }),
    dataDir: ':memory:',
  };
  // what a started server writes once it is ready (its own pass then finds nothing to add)
  await syncGeneratedHistory(t.db, config.seed, Date.now());
  const hub = createHub({ allowedOrigins: [], resolveUser: async () => null });
  app = await buildApp({ db: t.db, hub, config, plugins: [live as never, database as never], docsUi: false });
  await app.listen({ port: PORT, host: '127.0.0.1' });
  fan = await createSession(t.db, (await insertUser(t.db, '13500000003', 'x', '问数据的球迷'))!.id);
}, 300_000);

afterAll(async () => {
  await app?.close();
  await t?.close();
});

describe('the built-in assistant on the 资料库 and the odds', () => {
  test('a league table, its scorers and a player’s goals, as the 资料库 pages show them', async () => {
    const comps = (await getJson<DbCompetition[]>(PORT, '/api/database/competitions?sport=football')).data.filter(
      (c) => !c.cup && c.teams > 0,
    );
    expect(comps.length).toBeGreaterThan(0);
    // a league whose table and scorers (with a player page) are on record: scorers come from the engine's
    // stored goals, so wait for its first save of the day's played matches (slower on PostgreSQL)
    let league: DbLeague | null = null;
    for (const until = Date.now() + 90_000; !league && Date.now() < until;) {
      for (const c of comps) {
        const l = (await getJson<DbLeague>(PORT, `/api/database/league?id=${c.id}`)).data;
        if (l?.groups[0]?.rows.length && l.scorers.some((s) => s.player)) league = l;
        if (league) break;
      }
      if (!league) await new Promise((r) => setTimeout(r, 1000));
    }
    expect(league).not.toBeNull();
    const l = league!;
    const name = l.competition.name;
    const top = l.groups[0]!.rows[0]!;
    const table = await askAt(PORT, { text: `${name}积分榜` }, fan);
    expect(table.text).toContain(
      `- 1\u3000${top.team.name}\u3000${top.played} 场 ${top.won} 胜 ${top.drawn} 平 ${top.lost} 负`,
    );
    expect(table.text).toContain(`**${top.points}** 分`);
    expect(table.text).toContain(`/database/detail?id=${l.competition.id}`);

    const scorer = l.scorers.find((s) => s.player)!;
    const scorers = await askAt(PORT, { text: `${name}射手榜前几名是谁` }, fan);
    expect(scorers.text).toContain(
      `[${scorer.name}](/database/player/zq?id=${scorer.player!.id})（${scorer.team.name}）`,
    );

    const page = (await getJson<DbPlayer>(PORT, `/api/database/player?id=${scorer.player!.id}`)).data;
    const total = page.competitions.reduce((n, c) => n + c.goals, 0);
    const goals = await askAt(PORT, { text: `${scorer.name}进了几个球？` }, fan);
    expect(goals.text).toContain(`共进 **${total}** 球`);
    expect(goals.text).toContain(`${l.competition.name} ${l.season} 赛季：`);

    const rank = await askAt(PORT, { text: `${top.team.name}在积分榜排第几？` }, fan);
    expect(rank.text).toContain(`**${top.team.name}** 在[`);
    expect(rank.text).toMatch(/排第 \*\*\d+\*\*/);
  }, 180_000);

  test('a team’s odds and the model’s prediction, with the betting disclaimer', async () => {
    const list = (await getJson<FootballListMatch[]>(PORT, `${LIVE_PATHS.footballLive}?platform=${PLATFORM}`)).data;
    // a team playing once today (the answer is about its one match), with a book open before we ask
    const once = (name: string) => list.filter((x) => x.home.name === name || x.away.name === name).length === 1;
    const booked = async (x: FootballListMatch) =>
      ((await getJson<Array<{ type: number }>>(PORT, `${LIVE_PATHS.footballOdds(x.id)}?type=2`)).data ?? []).length > 0;
    let m: FootballListMatch | undefined;
    for (const x of list.filter((x) => isUpcoming(x.s) && once(x.home.name))) {
      if (await booked(x)) {
        m = x;
        break;
      }
    }
    expect(m).toBeDefined();
    const answer = await askAt(PORT, { text: `${m!.home.name}这场的赔率和模型预测？` }, fan);
    expect(answer.text).toContain(`[${m!.home.name} vs ${m!.away.name}](/live/zq/detail/${m!.id})`);
    expect(answer.text).toContain('欧指：主胜 ');
    expect(answer.text).toMatch(/\*\*模型预测\*\*（汇总 \d+ 家公司欧指.*主胜 \d+\.\d%，平局 \d+\.\d%，客胜 \d+\.\d%/);
    expect(answer.text).toContain('不构成投注建议');
  }, 120_000);
});
