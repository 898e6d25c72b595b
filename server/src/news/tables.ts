/** The news tables (migrations 210-news, 316-staff-desk) as kysely sees them; reached with `newsDb(db)`. */
import type { ColumnType, Generated, Kysely } from 'kysely';
import type { Database, Db } from '../db/index';
import type { Tx } from '../wallet/ledger';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type WithDefault<T> = ColumnType<T, T | undefined, T>;
/** bigint arrives as a string on PostgreSQL */
type BigInt = ColumnType<number | string, number, number>;

// type aliases (not interfaces) so kysely's withTables accepts them
export type NewsTables = {
  news_articles: {
    id: Generated<number>;
    column_id: number;
    kind: string;
    tag: string;
    title: string;
    summary: string;
    content: string;
    cover: WithDefault<string>;
    author: string;
    author_id: number | null;
    match_id: ColumnType<number | string | null, number | null | undefined, number | null>;
    league_id: number | null;
    source_key: string | null;
    publish_time: BigInt;
    views: WithDefault<number>;
    likes: WithDefault<number>;
    comments: WithDefault<number>;
    hidden: WithDefault<boolean>;
    created_at: Timestamp;
    updated_at: Timestamp;
    /** migration 316: the row version a desk edit names; when it was pinned to the top of 头条 */
    version: WithDefault<number>;
    pinned_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  };
  news_comments: {
    id: Generated<number>;
    article_id: number;
    parent_id: number | null;
    user_id: number;
    body: string;
    likes: WithDefault<number>;
    hidden: WithDefault<boolean>;
    created_at: Timestamp;
  };
  news_likes: { article_id: number; user_id: number };
  news_comment_likes: { comment_id: number; user_id: number };
  news_roles: { user_id: number; role: string };
};

export type NewsDb = Kysely<Database & NewsTables>;

export const newsDb = (db: Db | Tx): NewsDb => db.withTables<NewsTables>() as unknown as NewsDb;
