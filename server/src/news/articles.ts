/**
 * Articles: written once per source key (generated ones) or by an editor, listed newest first per
 * column (1002 头条: every column), read with the match they are about and related stories.
 */
import { sql } from 'kysely';
import {
  HEADLINE_COLUMN_ID,
  NEWS_COLUMNS,
  type NewsDetail,
  type NewsItem,
  type NewsKind,
  type NewsMatchCard,
  type NewsPage,
} from '@kickoff/shared/contracts';
import type { Db } from '../db/index';
import { leagueRef, teamRef } from '../live/views';
import { htmlText, sanitizeArticleHtml } from './sanitize';
import { newsDb } from './tables';

export interface ArticleInput {
  columnId: number;
  kind: NewsKind;
  tag: string;
  title: string;
  summary?: string;
  /** HTML; sanitised here */
  content: string;
  cover?: string;
  author: string;
  authorId?: number | null;
  matchId?: number | null;
  leagueId?: number | null;
  sourceKey?: string | null;
  /** unix seconds */
  publishTime: number;
}

const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

export function isColumn(id: number): boolean {
  return NEWS_COLUMNS.some((c) => c.id === id);
}

function values(a: ArticleInput) {
  const content = sanitizeArticleHtml(a.content);
  return {
    column_id: a.columnId,
    kind: a.kind,
    tag: clip(a.tag, 16),
    title: clip(a.title, 120),
    summary: clip(a.summary?.trim() || htmlText(content), 120),
    content,
    cover: a.cover ?? '',
    author: clip(a.author, 32),
    author_id: a.authorId ?? null,
    match_id: a.matchId ?? null,
    league_id: a.leagueId ?? null,
    source_key: a.sourceKey ?? null,
    publish_time: Math.floor(a.publishTime),
  };
}

/**
 * Writes articles; those whose source key exists already are skipped (a restart, a second node).
 * A generated article without its own cover gets `/inform/cover/{id}.svg`. Returns the new ids.
 */
export async function insertArticles(db: Db, articles: ArticleInput[]): Promise<number[]> {
  if (articles.length === 0) return [];
  return db.transaction().execute(async (trx) => {
    const rows = await newsDb(trx)
      .insertInto('news_articles')
      .values(articles.map(values))
      .onConflict((oc) => oc.column('source_key').doNothing())
      .returning(['id', 'cover'])
      .execute();
    const bare = rows.filter((r) => !r.cover).map((r) => r.id);
    if (bare.length)
      await newsDb(trx)
        .updateTable('news_articles')
        .set({ cover: sql<string>`'/inform/cover/' || id || '.svg'` })
        .where('id', 'in', bare)
        .execute();
    return rows.map((r) => r.id);
  });
}

const ITEM_COLUMNS = [
  'id',
  'column_id',
  'kind',
  'tag',
  'title',
  'summary',
  'cover',
  'author',
  'publish_time',
  'views',
  'likes',
  'comments',
  'match_id',
] as const;

type ItemRow = {
  id: number;
  column_id: number;
  kind: string;
  tag: string;
  title: string;
  summary: string;
  cover: string;
  author: string;
  publish_time: number | string;
  views: number;
  likes: number;
  comments: number;
  match_id: number | string | null;
};

function toItem(r: ItemRow): NewsItem {
  return {
    id: r.id,
    columnId: r.column_id,
    kind: r.kind as NewsKind,
    tag: r.tag,
    title: r.title,
    summary: r.summary,
    cover: r.cover,
    author: r.author,
    publishTime: Number(r.publish_time),
    views: r.views,
    likes: r.likes,
    comments: r.comments,
    matchId: r.match_id === null ? null : Number(r.match_id),
  };
}

/**
 * One page of a column, newest first (`now`: nothing scheduled for later shows early). 头条 opens with
 * the articles the news desk pinned (most recently pinned first, page 1 only); its pages then run
 * over the rest, so nothing shows twice.
 */
export async function listPage(db: Db, column: number, page: number, size: number, now: number): Promise<NewsPage> {
  const nowS = Math.floor(now / 1000);
  const shown = () =>
    newsDb(db)
      .selectFrom('news_articles')
      .select(ITEM_COLUMNS)
      .where('hidden', '=', false)
      .where('publish_time', '<=', nowS);
  const headline = column === HEADLINE_COLUMN_ID;
  let q = shown();
  q = headline ? q.where('pinned_at', 'is', null) : q.where('column_id', '=', column);
  const [pinned, rows] = await Promise.all([
    headline && page === 1
      ? shown().where('pinned_at', 'is not', null).orderBy('pinned_at', 'desc').orderBy('id', 'desc').execute()
      : [],
    q
      .orderBy('publish_time', 'desc')
      .orderBy('id', 'desc')
      .limit(size + 1)
      .offset((page - 1) * size)
      .execute(),
  ]);
  return { list: [...pinned, ...rows.slice(0, size)].map(toItem), next: rows.length > size ? page + 1 : 0 };
}

/** Published articles not hidden, by id (unknown, hidden or scheduled ones are left out). */
export async function visibleByIds(db: Db, ids: number[], now: number): Promise<Map<number, NewsItem>> {
  if (!ids.length) return new Map();
  const rows = await newsDb(db)
    .selectFrom('news_articles')
    .select(ITEM_COLUMNS)
    .where('id', 'in', ids)
    .where('hidden', '=', false)
    .where('publish_time', '<=', Math.floor(now / 1000))
    .execute();
  return new Map(rows.map((r) => [r.id, toItem(r)]));
}

/** Articles by id, in the order given (search results). */
export async function listByIds(db: Db, ids: number[]): Promise<NewsItem[]> {
  if (!ids.length) return [];
  const rows = await newsDb(db).selectFrom('news_articles').select(ITEM_COLUMNS).where('id', 'in', ids).execute();
  const byId = new Map(rows.map((r) => [r.id, toItem(r)]));
  return ids.map((id) => byId.get(id)).filter((x) => x !== undefined);
}

interface MatchRow {
  id: number | string;
  sport: string;
  league_id: number;
  home_id: number;
  away_id: number;
  ot: number | string;
  state: unknown;
}

function matchCard(r: MatchRow): NewsMatchCard {
  const state = (typeof r.state === 'string' ? JSON.parse(r.state) : r.state) as { s: number; sc: [number, number] };
  return {
    id: Number(r.id),
    sport: r.sport === 'basketball' ? 'basketball' : 'football',
    league: leagueRef(r.league_id).name,
    home: teamRef(r.home_id).name,
    away: teamRef(r.away_id).name,
    ot: Number(r.ot),
    s: state.s,
    sc: [state.sc[0], state.sc[1]],
  };
}

/** The cards of these matches, by id (unknown ids are left out). */
export async function matchCardsOf(db: Db, ids: number[]): Promise<Map<number, NewsMatchCard>> {
  if (!ids.length) return new Map();
  const rows = await sql<MatchRow>`
    SELECT id, sport, league_id, home_id, away_id, ot, state FROM live_matches
    WHERE id IN (${sql.join(ids)})`.execute(db);
  return new Map(rows.rows.map((r) => [Number(r.id), matchCard(r)]));
}

export async function matchCardOf(db: Db, matchId: number): Promise<NewsMatchCard | null> {
  const rows = await sql<MatchRow>`
    SELECT id, sport, league_id, home_id, away_id, ot, state FROM live_matches WHERE id = ${matchId}`.execute(db);
  return rows.rows[0] ? matchCard(rows.rows[0]) : null;
}

/**
 * The article with its match, up to five related stories (same match or competition, else column)
 * and the caller's like.
 */
export async function articleDetail(db: Db, id: number, userId: number | null): Promise<NewsDetail | null> {
  const n = newsDb(db);
  const row = await n
    .updateTable('news_articles')
    .set((eb) => ({ views: eb('views', '+', 1) }))
    .where('id', '=', id)
    .where('hidden', '=', false)
    .returning([...ITEM_COLUMNS, 'content', 'league_id'])
    .executeTakeFirst();
  if (!row) return null;
  const item = toItem(row);
  const [match, related, liked] = await Promise.all([
    item.matchId === null ? null : matchCardOf(db, item.matchId),
    n
      .selectFrom('news_articles')
      .select(ITEM_COLUMNS)
      .where('hidden', '=', false)
      .where('id', '!=', id)
      .where('publish_time', '<=', Math.floor(Date.now() / 1000))
      .where((eb) =>
        row.league_id !== null
          ? eb.or([eb('league_id', '=', row.league_id), ...(item.matchId ? [eb('match_id', '=', item.matchId)] : [])])
          : eb('column_id', '=', row.column_id),
      )
      .orderBy('publish_time', 'desc')
      .orderBy('id', 'desc')
      .limit(5)
      .execute(),
    userId === null
      ? false
      : n
          .selectFrom('news_likes')
          .select('user_id')
          .where('article_id', '=', id)
          .where('user_id', '=', userId)
          .executeTakeFirst()
          .then(Boolean),
  ]);
  return { ...item, content: row.content, match, related: related.map(toItem), liked };
}

/** Likes or unlikes; answers the new count. */
export async function likeArticle(db: Db, id: number, userId: number, like: boolean): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    const n = newsDb(trx);
    const exists = await n
      .selectFrom('news_articles')
      .select('id')
      .where('id', '=', id)
      .where('hidden', '=', false)
      .executeTakeFirst();
    if (!exists) return null;
    const delta = like
      ? Number(
          (
            await n
              .insertInto('news_likes')
              .values({ article_id: id, user_id: userId })
              .onConflict((oc) => oc.doNothing())
              .executeTakeFirst()
          ).numInsertedOrUpdatedRows ?? 0,
        )
      : -Number(
          (
            await n
              .deleteFrom('news_likes')
              .where('article_id', '=', id)
              .where('user_id', '=', userId)
              .executeTakeFirst()
          ).numDeletedRows,
        );
    const row = await n
      .updateTable('news_articles')
      .set((eb) => ({ likes: eb('likes', '+', delta) }))
      .where('id', '=', id)
      .returning('likes')
      .executeTakeFirstOrThrow();
    return row.likes;
  });
}

export async function grantRole(db: Db, userId: number, role: 'editor' | 'admin'): Promise<void> {
  await newsDb(db)
    .insertInto('news_roles')
    .values({ user_id: userId, role })
    .onConflict((oc) => oc.doNothing())
    .execute();
}
