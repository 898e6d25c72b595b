/**
 * The 资料库 over a real database: an engine day, the generated history, a real imported
 * Premier League season and the real 2026 World Cup. Tables add up (played = W + D + L, points =
 * 3W + D) and agree with the results; a World Cup scorer's page has exactly the goals of the
 * files; unknown ids and bad files give clear errors and change nothing.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import {
  DATABASE_PATHS,
  ErrorCodes,
  FOOTBALL_STATUS,
  type DbCompetition,
  type DbLeague,
  type DbPlayer,
  type DbTeam,
  type Envelope,
} from '@kickoff/shared/contracts';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createHub } from '../realtime/hub';
import { openTestDb, type OpenTestDb } from '../test-support/db';
import { OPENFOOTBALL_DIR } from '../test-support/openfootball-dir';
import { ManualClock, beijingMidnight } from '../live/clock';
import { DbStore } from '../live/db-store';
import { LiveEngine, scriptFor } from '../live/engine';
import { footballLineup } from '../live/match-lineup';
import { saveImportedResults } from '../live/import/imported-results';
import { readOpenfootballFile } from '../live/import/openfootball';
import { syncGeneratedHistory } from './history';
import { databaseRoutes } from './routes';
import { nameKey } from './worldcup';

const NOW = beijingMidnight('2026-06-11') + 21 * 3600_000;
const WC = path.join(OPENFOOTBALL_DIR, 'worldcup-2026');
const json = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));
const wcFiles = () => ({
  matches: json(path.join(WC, 'worldcup.json')),
  teams: json(path.join(WC, 'worldcup.teams.json')),
  squads: json(path.join(WC, 'worldcup.squads.json')),
});

let t: OpenTestDb;
let app: FastifyInstance;
let engine: LiveEngine;

async function get<T>(url: string, query: Record<string, string | number>): Promise<Envelope<T>> {
  const res = await app.inject({
    method: 'GET',
    url,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });
  return res.json() as Envelope<T>;
}

beforeAll(async () => {
  t = await openTestDb();
  engine = new LiveEngine({
    seed: 7,
    speed: 1,
    tickMs: 300_000,
    clock: new ManualClock(NOW),
    store: new DbStore(t.db),
    daysAhead: 1,
  });
  await engine.load();
  await engine.flush();
  const file = path.join(OPENFOOTBALL_DIR, '2024-25', 'en.1.json');
  await saveImportedResults(t.db, 'en.1', readOpenfootballFile(file, json(file)).results);
  expect(await syncGeneratedHistory(t.db, 7, NOW)).toBeGreaterThan(1000);
  // a second pass adds nothing
  expect(await syncGeneratedHistory(t.db, 7, NOW)).toBe(0);
  const config = { ...loadConfig({ NODE_ENV: 'test', DEV_ROUTES: '1' }), dataDir: ':memory:' };
  const hub = createHub({ allowedOrigins: config.allowedOrigins, resolveUser: async () => null });
  app = await buildApp({ db: t.db, hub, config, docsUi: false, plugins: [databaseRoutes as never] });
  const imported = await app.inject({ method: 'POST', url: '/dev/database/worldcup', payload: wcFiles() });
  expect(imported.json()).toMatchObject({ code: 200, data: { teams: 48, players: 1248, matches: 104, goals: 308 } });
}, 120_000);

afterAll(async () => {
  await app?.close();
  await t?.close();
});

function expectTableAddsUp(page: DbLeague) {
  for (const g of page.groups) {
    g.rows.forEach((r, i) => {
      expect(r.played).toBe(r.won + r.drawn + r.lost);
      expect(r.points).toBe(3 * r.won + r.drawn);
      expect(r.goalDiff).toBe(r.goalsFor - r.goalsAgainst);
      expect(r.rank).toBe(i + 1);
      expect(r.form.length).toBe(Math.min(5, r.played));
      if (i > 0) expect(g.rows[i - 1]!.points).toBeGreaterThanOrEqual(r.points);
    });
    const sum = (f: (r: (typeof g.rows)[number]) => number) => g.rows.reduce((n, r) => n + f(r), 0);
    expect(sum((r) => r.won)).toBe(sum((r) => r.lost));
    expect(sum((r) => r.goalsFor)).toBe(sum((r) => r.goalsAgainst));
  }
}

test('competitions by region with letters, search and the imported World Cup', async () => {
  const football = (await get<DbCompetition[]>(DATABASE_PATHS.competitions, { sport: 'football' })).data;
  const epl = football.find((c) => c.id === 36)!;
  expect(epl).toMatchObject({ name: '英超', region: '欧洲', letter: 'Y', teams: 20 });
  expect(epl.sources).toEqual(['reference', 'openfootball']);
  expect(epl.seasons).toEqual(expect.arrayContaining([2025, 2024]));
  expect(football.find((c) => c.id === 900)).toMatchObject({ name: '世界杯', region: '国际', teams: 48 });
  const basketball = (await get<DbCompetition[]>(DATABASE_PATHS.competitions, { sport: 'basketball' })).data;
  expect(basketball.map((c) => c.name)).toEqual(expect.arrayContaining(['NBA', 'CBA']));
  const search = (await get<DbCompetition[]>(DATABASE_PATHS.competitions, { q: '世界' })).data;
  expect(search.map((c) => c.id)).toEqual([900]);
});

test('a league table computed from the results adds up, with zones, rounds and seasons', async () => {
  const page = (await get<DbLeague>(DATABASE_PATHS.league, { id: 36 })).data;
  expect(page.season).toBe(2025);
  expect(page.groups).toHaveLength(1);
  expect(page.groups[0]!.rows).toHaveLength(20);
  expectTableAddsUp(page);
  const done = page.rounds.flatMap((r) => r.matches).filter((m) => m.status === 'done');
  expect(page.groups[0]!.rows.reduce((n, r) => n + r.played, 0)).toBe(2 * done.length);
  expect(page.groups[0]!.rows[0]!.zone).toBe('ucl');
  expect(page.groups[0]!.rows.at(-1)!.zone).toBe('rel');
  // engine matches link to their detail page
  expect(page.rounds.flatMap((r) => r.matches).some((m) => m.detail)).toBe(true);

  const real = (await get<DbLeague>(DATABASE_PATHS.league, { id: 36, season: 2024 })).data;
  expectTableAddsUp(real);
  const games = real.rounds.flatMap((r) => r.matches);
  expect(games.every((m) => m.status === 'done' && !m.detail)).toBe(true);
  expect(real.groups[0]!.rows.reduce((n, r) => n + r.played, 0)).toBe(2 * games.length);
});

test('World Cup groups, knock-out rounds and top scorers from the goal events', async () => {
  const page = (await get<DbLeague>(DATABASE_PATHS.league, { id: 900 })).data;
  expect(page.groups.map((g) => g.name)).toEqual('ABCDEFGHIJKL'.split(''));
  for (const g of page.groups) expect(g.rows.map((r) => r.played)).toEqual([3, 3, 3, 3]);
  expectTableAddsUp(page);
  expect(page.rounds.map((r) => r.name)).toEqual(expect.arrayContaining(['32强', '决赛']));
  const top = page.scorers[0]!;
  expect(top.player).not.toBeNull();
  const files = wcFiles() as { matches: { matches: Array<Record<string, unknown>> } };
  const inFiles = files.matches.matches
    .flatMap((m) => [
      ...((m.goals1 as Array<{ name: string; owngoal?: boolean }>) ?? []),
      ...((m.goals2 as Array<{ name: string; owngoal?: boolean }>) ?? []),
    ])
    .filter((g) => !g.owngoal && nameKey(g.name) === nameKey(top.name));
  expect(top.goals).toBe(inFiles.length);

  const player = (await get<DbPlayer>(DATABASE_PATHS.player, { id: top.player!.id })).data;
  expect(player).toMatchObject({ name: top.name, nationalTeam: true, team: top.team });
  expect(player.club).toBeTruthy();
  expect(player.ratings).toEqual([]);
  expect(player.goals).toHaveLength(inFiles.length);
  expect(player.competitions.find((c) => c.league.id === 900)).toMatchObject({ goals: inFiles.length });

  const team = (await get<DbTeam>(DATABASE_PATHS.team, { id: top.team.id })).data;
  expect(team.squad).toHaveLength(26);
  expect(team.generatedSquad).toBe(false);
  expect(team.recent.length).toBeGreaterThanOrEqual(3);
  expect(team.stats[0]).toMatchObject({ league: { id: 900 }, season: 2026 });
});

test("a football player's page rates him in the engine's finished matches as each match's 阵容 does", async () => {
  const done = [...engine.matches.values()].filter(
    (m) => m.fx.sport === 'football' && m.done && m.fb?.s === FOOTBALL_STATUS.FINISHED,
  );
  expect(done.length).toBeGreaterThan(0);
  const m = done[0]!;
  const lineup = footballLineup(m.fx, scriptFor(m.fx).steps.slice(0, m.cursor), NOW / 1000);
  const best = lineup.manOfTheMatch!;
  const side = [lineup.home!, lineup.away!].find((s) => [...s.starters, ...s.substitutes].some((p) => p.id === best))!;
  const star = [...side.starters, ...side.substitutes].find((p) => p.id === best)!;
  const page = (await get<DbPlayer>(DATABASE_PATHS.player, { id: best })).data;
  const rated = page.ratings.find((r) => r.match.id === m.fx.id);
  expect(rated).toEqual({
    match: expect.objectContaining({ id: m.fx.id, status: 'done', detail: true }),
    rating: star.rating,
    minutes: star.stats.minutes,
    manOfTheMatch: true,
  });
  expect(page.averageRating).toBe(
    Math.round((page.ratings.reduce((n, r) => n + r.rating, 0) / page.ratings.length) * 10) / 10,
  );
  // an unused substitute of that match has no rating for it
  const unused = [...side.substitutes].find((p) => p.rating === null);
  if (unused) {
    const bench = (await get<DbPlayer>(DATABASE_PATHS.player, { id: unused.id })).data;
    expect(bench.ratings.some((r) => r.match.id === m.fx.id)).toBe(false);
  }
});

test('basketball: a generated last season and the current one, tables that add up, team and player pages', async () => {
  const page = (await get<DbLeague>(DATABASE_PATHS.league, { id: 1 })).data;
  expect(page.competition.sport).toBe('basketball');
  const [current, previous] = page.competition.seasons;
  expect(page.season).toBe(current);
  expect(previous).toBe(current! - 1);
  const teams = page.competition.teams;
  const addsUp = (p: DbLeague) => {
    const rows = p.groups[0]!.rows;
    expect(rows).toHaveLength(teams);
    for (const r of rows) {
      expect(r.drawn).toBe(0);
      expect(r.played).toBe(r.won + r.lost);
      expect(r.points).toBe(2 * r.won + r.lost);
      expect(r.form.every((f) => f === 'W' || f === 'L')).toBe(true);
    }
    rows.forEach((r, i) => i > 0 && expect(rows[i - 1]!.won).toBeGreaterThanOrEqual(r.won));
    expect(rows.reduce((n, r) => n + r.won, 0)).toBe(rows.reduce((n, r) => n + r.lost, 0));
    const done = p.rounds.flatMap((r) => r.matches).filter((m) => m.status === 'done');
    expect(rows.reduce((n, r) => n + r.played, 0)).toBe(2 * done.length);
    for (const m of done) expect(m.sc![0]).not.toBe(m.sc![1]);
    return rows;
  };
  // the current season: generated rounds up to the engine's days, then the engine's own games
  const now = addsUp(page);
  expect(Math.max(...now.map((r) => r.played))).toBeGreaterThan(10);
  // last season is complete: every club met every other twice
  const last = (await get<DbLeague>(DATABASE_PATHS.league, { id: 1, season: previous! })).data;
  for (const r of addsUp(last)) expect(r.played).toBe(2 * (teams - 1));
  expect(page.missing.join()).toContain('篮球');

  const club = page.groups[0]!.rows[0]!.team.id;
  const team = (await get<DbTeam>(DATABASE_PATHS.team, { id: club })).data;
  expect(team.sport).toBe('basketball');
  expect(team.squad.length).toBeGreaterThan(5);
  expect(team.recent.length).toBeGreaterThan(0);
  expect(team.stats.map((s) => s.season)).toEqual([current, previous]);
  expect(team.stats[1]).toMatchObject({ played: 2 * (teams - 1), drawn: 0 });
  expect(team.stats[1]!.rank).toBe(last.groups[0]!.rows.find((r) => r.team.id === club)!.rank);
  const player = (await get<DbPlayer>(DATABASE_PATHS.player, { id: team.squad[0]!.id })).data;
  expect(player.sport).toBe('basketball');
  expect(player.competitions.map((c) => [c.season, c.teamMatches])).toEqual(
    team.stats.map((s) => [s.season, s.played]),
  );
});

test('unknown ids and bad input: clear errors, nothing written', async () => {
  for (const [url, query, msg] of [
    [DATABASE_PATHS.league, { id: 4242 }, '该赛事或赛季不存在'],
    [DATABASE_PATHS.league, { id: 36, season: 1990 }, '该赛事或赛季不存在'],
    [DATABASE_PATHS.team, { id: 4242 }, '该球队不存在'],
    [DATABASE_PATHS.player, { id: 4242 }, '该球员不存在'],
  ] as const) {
    expect(await get(url, query)).toMatchObject({ code: ErrorCodes.NOT_FOUND, data: null, msg });
  }
  expect(await get(DATABASE_PATHS.team, { id: 'abc' as never })).toMatchObject({ code: ErrorCodes.PARAM_INVALID });
  const bad = wcFiles() as { matches: { matches: Array<Record<string, unknown>> } };
  bad.matches.matches[5]!.team1 = 'Atlantis';
  const res = await app.inject({ method: 'POST', url: '/dev/database/worldcup', payload: bad });
  expect(res.json()).toMatchObject({ code: ErrorCodes.PARAM_INVALID });
  expect((await get<DbLeague>(DATABASE_PATHS.league, { id: 900 })).data.rounds.flatMap((r) => r.matches)).toHaveLength(
    104,
  );
});
