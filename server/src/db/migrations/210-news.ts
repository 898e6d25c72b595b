import { sql } from 'kysely';
import type { NamedMigration } from './types';

/**
 * News (server/src/news): articles written by the server from match data or by editors, their
 * comments (one level of replies), likes, and who may edit. `source_key` makes every generated
 * article idempotent (`report:{matchId}`, `preview:{matchId}`, `roundup:{league}:{date}` …): two
 * nodes or a restart writing the same article insert it once.
 */
export const news210: NamedMigration = {
  name: '210-news',
  async up(db) {
    await db.schema
      .createTable('news_articles')
      .addColumn('id', 'integer', (c) => c.generatedByDefaultAsIdentity().primaryKey())
      .addColumn('column_id', 'integer', (c) => c.notNull())
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('tag', 'varchar(16)', (c) => c.notNull())
      .addColumn('title', 'varchar(120)', (c) => c.notNull())
      .addColumn('summary', 'varchar(300)', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('cover', 'varchar(200)', (c) => c.notNull().defaultTo(''))
      .addColumn('author', 'varchar(32)', (c) => c.notNull())
      .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('match_id', 'bigint')
      .addColumn('league_id', 'integer')
      .addColumn('source_key', 'varchar(80)', (c) => c.unique())
      .addColumn('publish_time', 'bigint', (c) => c.notNull())
      .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('likes', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('comments', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('hidden', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    // the two list orders: 头条 (everything) and one column, newest first, keyset-friendly
    await db.schema
      .createIndex('news_articles_all_idx')
      .on('news_articles')
      .columns(['publish_time desc', 'id desc'])
      .execute();
    await db.schema
      .createIndex('news_articles_column_idx')
      .on('news_articles')
      .columns(['column_id', 'publish_time desc', 'id desc'])
      .execute();
    await db.schema.createIndex('news_articles_match_idx').on('news_articles').column('match_id').execute();

    await db.schema
      .createTable('news_comments')
      .addColumn('id', 'integer', (c) => c.generatedByDefaultAsIdentity().primaryKey())
      .addColumn('article_id', 'integer', (c) => c.notNull().references('news_articles.id').onDelete('cascade'))
      .addColumn('parent_id', 'integer', (c) => c.references('news_comments.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('body', 'varchar(500)', (c) => c.notNull())
      .addColumn('likes', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('hidden', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema
      .createIndex('news_comments_article_idx')
      .on('news_comments')
      .columns(['article_id', 'parent_id', 'id'])
      .execute();

    await db.schema
      .createTable('news_likes')
      .addColumn('article_id', 'integer', (c) => c.notNull().references('news_articles.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('news_likes_pk', ['article_id', 'user_id'])
      .execute();
    await db.schema
      .createTable('news_comment_likes')
      .addColumn('comment_id', 'integer', (c) => c.notNull().references('news_comments.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('news_comment_likes_pk', ['comment_id', 'user_id'])
      .execute();
    // editor (publishes and edits articles) and admin (moderates the community)
    await db.schema
      .createTable('news_roles')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('role', 'varchar(16)', (c) => c.notNull())
      .addPrimaryKeyConstraint('news_roles_pk', ['user_id', 'role'])
      .execute();
  },
};
