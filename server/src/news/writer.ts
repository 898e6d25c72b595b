/**
 * The newsroom: turns what the live engine stored into articles. `writeFromMatches` writes a report
 * for every match that ended normally, a preview for football matches kicking off within three
 * hours, and a round-up for each competition day whose matches are all over; `writeHistory` writes
 * stories from the imported real seasons. Both are idempotent (one article per source key), so
 * they run on start (backfill) and after engine ticks on any number of nodes.
 */
import { isUpcoming } from '@kickoff/shared/contracts';
import type { Db } from '../db/index';
import { addDays, beijingDate } from '../live/clock';
import { insertArticles, type ArticleInput } from './articles';
import { footballReport } from './football-report';
import { existingKeys, gamesSince, importedResults, incidentsOf, isFinished, type StoredGame } from './match-data';
import { basketballReport, footballPreview, historyStories, roundup } from './other-articles';

const PREVIEW_AHEAD_S = 3 * 3600;
/** previews written per pass at most (the hot matches first) */
const PREVIEWS_PER_PASS = 24;

const columnOf = (g: StoredGame) => (g.sport === 'basketball' ? 1004 : 1003);

export interface WriteOptions {
  /** engine speed: when a stored match ended, in real time */
  speed: number;
  /** unix ms */
  now: number;
}

/** Real time a match ended (unix s), never after `now`. */
function endedAt(g: StoredGame, speed: number, nowS: number): number {
  return Math.min(nowS, Math.round(g.ot + Math.max(0, g.elapsed) / Math.max(speed, 0.01)));
}

export async function writeFromMatches(db: Db, opts: WriteOptions): Promise<number> {
  const nowS = Math.floor(opts.now / 1000);
  const games = await gamesSince(db, addDays(beijingDate(opts.now), -1));
  const finished = games.filter(isFinished);
  const upcoming = games
    .filter((g) => g.fb && isUpcoming(g.fb.s) && !g.done && g.ot > nowS && g.ot - nowS <= PREVIEW_AHEAD_S)
    .slice(0, PREVIEWS_PER_PASS * 4);
  const days = new Map<string, StoredGame[]>();
  for (const g of games) {
    const key = `${g.leagueId}:${g.date}`;
    days.set(key, [...(days.get(key) ?? []), g]);
  }
  const dayKeys = [...days.entries()]
    .filter(([, list]) => list.every((g) => g.done) && list.filter(isFinished).length >= 2)
    .map(([k]) => `roundup:${k}`);
  const have = await existingKeys(db, [
    ...finished.map((g) => `report:${g.id}`),
    ...upcoming.map((g) => `preview:${g.id}`),
    ...dayKeys,
  ]);
  const toReport = finished.filter((g) => !have.has(`report:${g.id}`));
  const incidents = await incidentsOf(
    db,
    toReport.filter((g) => g.fb).map((g) => g.id),
  );
  const articles: ArticleInput[] = [];
  for (const g of toReport) {
    const text = g.fb ? footballReport(g, incidents.get(g.id) ?? []) : basketballReport(g);
    articles.push({
      ...text,
      columnId: columnOf(g),
      kind: 'report',
      tag: g.league,
      author: '开球战报',
      matchId: g.id,
      leagueId: g.leagueId,
      sourceKey: `report:${g.id}`,
      publishTime: endedAt(g, opts.speed, nowS),
    });
  }
  for (const g of upcoming.filter((x) => !have.has(`preview:${x.id}`)).slice(0, PREVIEWS_PER_PASS)) {
    articles.push({
      ...footballPreview(g, finished),
      columnId: 1003,
      kind: 'preview',
      tag: g.league,
      author: '开球前瞻',
      matchId: g.id,
      leagueId: g.leagueId,
      sourceKey: `preview:${g.id}`,
      publishTime: Math.min(nowS, g.ot - PREVIEW_AHEAD_S + 60),
    });
  }
  for (const key of dayKeys.filter((k) => !have.has(k))) {
    const list = days.get(key.slice('roundup:'.length))!.filter(isFinished);
    const first = list[0]!;
    articles.push({
      ...roundup(first.league, first.date, list),
      columnId: 1005,
      kind: 'roundup',
      tag: first.league,
      author: '开球数据',
      leagueId: first.leagueId,
      sourceKey: key,
      publishTime: Math.max(...list.map((g) => endedAt(g, opts.speed, nowS))) + 60,
    });
  }
  // oldest first, so ids follow publication order
  articles.sort((a, b) => a.publishTime - b.publishTime);
  let written = 0;
  for (let i = 0; i < articles.length; i += 100)
    written += (await insertArticles(db, articles.slice(i, i + 100))).length;
  return written;
}

/** Stories from the imported real seasons (none until `pnpm import:openfootball` ran). */
export async function writeHistory(db: Db, now: number): Promise<number> {
  const results = await importedResults(db);
  const seasons = new Map<string, typeof results>();
  for (const r of results) {
    const key = `${r.leagueId}:${r.season}`;
    seasons.set(key, [...(seasons.get(key) ?? []), r]);
  }
  const stories = [...seasons.entries()].flatMap(([key, list]) => {
    const [league, season] = key.split(':').map(Number) as [number, number];
    return historyStories(league, season, list);
  });
  const have = await existingKeys(
    db,
    stories.map((s) => s.key),
  );
  const nowS = Math.floor(now / 1000);
  // spread over the last days, one every 3 hours, so they sit among the match news
  const fresh = stories.filter((s) => !have.has(s.key));
  const articles: ArticleInput[] = fresh.map((s, i) => ({
    title: s.title,
    summary: s.summary,
    content: s.content,
    columnId: 1005,
    kind: 'history',
    tag: '历史',
    author: '开球数据',
    leagueId: s.leagueId,
    sourceKey: s.key,
    publishTime: nowS - (i + 1) * 3 * 3600,
  }));
  return (await insertArticles(db, articles)).length;
}
