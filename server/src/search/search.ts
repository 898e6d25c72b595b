/**
 * Search across news and community posts: every word of the query must appear (case-insensitive)
 * in an article's title or summary, or a post's title or text; newest first, hidden ones left out.
 * Matching is a plain substring (ILIKE with the wildcards escaped): Chinese has no spaces to index
 * words by, and the lists are small enough per page.
 */
import { sql } from 'kysely';
import type { SearchResult } from '@kickoff/shared/contracts';
import type { Db } from '../db/index';
import { ErrorCodes } from '@kickoff/shared/contracts';
import { AppError } from '../errors';
import { listByIds } from '../news/articles';
import { postsByIds } from '../community/posts';

const like = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function searchWords(q: string): string[] {
  const words = q.trim().split(/\s+/).filter(Boolean).slice(0, 5);
  if (!words.length) throw new AppError(ErrorCodes.PARAM_INVALID, '请输入搜索内容');
  return words;
}

export async function search(db: Db, q: string, userId: number | null, limit = 20): Promise<SearchResult> {
  const words = searchWords(q);
  const newsWhere = sql.join(
    words.map((w) => sql`(title ILIKE ${like(w)} OR summary ILIKE ${like(w)})`),
    sql` AND `,
  );
  const postWhere = sql.join(
    words.map((w) => sql`(title ILIKE ${like(w)} OR body ILIKE ${like(w)})`),
    sql` AND `,
  );
  const [news, posts] = await Promise.all([
    sql<{ id: number }>`SELECT id FROM news_articles WHERE hidden = false
      AND publish_time <= ${Math.floor(Date.now() / 1000)} AND ${newsWhere}
      ORDER BY publish_time DESC, id DESC LIMIT ${limit}`.execute(db),
    sql<{ id: number }>`SELECT id FROM community_posts WHERE hidden = false AND ${postWhere}
      ORDER BY id DESC LIMIT ${limit}`.execute(db),
  ]);
  return {
    news: await listByIds(
      db,
      news.rows.map((r) => r.id),
    ),
    posts: await postsByIds(
      db,
      posts.rows.map((r) => r.id),
      userId,
    ),
  };
}
