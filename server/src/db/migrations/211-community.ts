import { sql } from 'kysely';
import { REFERENCE } from '../../live/reference/clubs';
import type { NamedMigration } from './types';

/** The clubs that get their own 圈子 at first: the first four of each hot football league and NBA. */
const TEAM_BOARD_LEAGUES = [36, 31, 34, 8, 60, 1];

/**
 * The community (server/src/community): boards (圈子: one general, one per competition above,
 * one per club), posts and questions with up to nine uploaded images, comments/answers (one level
 * of replies), likes, and reports for the moderators' queue.
 */
export const community211: NamedMigration = {
  name: '211-community',
  async up(db) {
    await db.schema
      .createTable('community_boards')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('name', 'varchar(32)', (c) => c.notNull())
      .addColumn('team_id', 'integer')
      .addColumn('league_id', 'integer')
      .addColumn('sort', 'integer', (c) => c.notNull())
      .execute();
    const boards: Array<{ id: number; name: string; team_id: number | null; league_id: number | null; sort: number }> =
      [{ id: 1, name: '综合讨论', team_id: null, league_id: null, sort: 1 }];
    for (const leagueId of TEAM_BOARD_LEAGUES) {
      const league = REFERENCE.leagues.get(leagueId);
      if (!league) continue;
      boards.push({
        id: leagueId * 100,
        name: `${league.name}圈`,
        team_id: null,
        league_id: leagueId,
        sort: boards.length + 1,
      });
      for (const teamId of league.teamIds.slice(0, 4)) {
        const team = REFERENCE.teams.get(teamId);
        if (team)
          boards.push({
            id: teamId,
            name: `${team.name}圈`,
            team_id: teamId,
            league_id: leagueId,
            sort: boards.length + 1,
          });
      }
    }
    await db.insertInto('community_boards').values(boards).execute();

    await db.schema
      .createTable('community_posts')
      .addColumn('id', 'integer', (c) => c.generatedByDefaultAsIdentity().primaryKey())
      .addColumn('board_id', 'integer', (c) => c.notNull().references('community_boards.id'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('kind', 'varchar(10)', (c) => c.notNull())
      .addColumn('title', 'varchar(60)', (c) => c.notNull().defaultTo(''))
      .addColumn('body', 'varchar(2000)', (c) => c.notNull())
      .addColumn('accepted_id', 'integer')
      .addColumn('likes', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('comments', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('hidden', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema
      .createIndex('community_posts_list_idx')
      .on('community_posts')
      .columns(['hidden', 'id desc'])
      .execute();
    await db.schema
      .createIndex('community_posts_board_idx')
      .on('community_posts')
      .columns(['board_id', 'hidden', 'id desc'])
      .execute();
    await db.schema
      .createTable('community_post_images')
      .addColumn('post_id', 'integer', (c) => c.notNull().references('community_posts.id').onDelete('cascade'))
      .addColumn('upload_id', 'char(32)', (c) => c.notNull().unique().references('uploads.id'))
      .addColumn('sort', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('community_post_images_pk', ['post_id', 'sort'])
      .execute();
    await db.schema
      .createTable('community_comments')
      .addColumn('id', 'integer', (c) => c.generatedByDefaultAsIdentity().primaryKey())
      .addColumn('post_id', 'integer', (c) => c.notNull().references('community_posts.id').onDelete('cascade'))
      .addColumn('parent_id', 'integer', (c) => c.references('community_comments.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('body', 'varchar(500)', (c) => c.notNull())
      .addColumn('likes', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('hidden', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema
      .createIndex('community_comments_post_idx')
      .on('community_comments')
      .columns(['post_id', 'parent_id', 'id'])
      .execute();
    await db.schema
      .createTable('community_likes')
      .addColumn('post_id', 'integer', (c) => c.notNull().references('community_posts.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('community_likes_pk', ['post_id', 'user_id'])
      .execute();
    await db.schema
      .createTable('community_comment_likes')
      .addColumn('comment_id', 'integer', (c) => c.notNull().references('community_comments.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('community_comment_likes_pk', ['comment_id', 'user_id'])
      .execute();
    await db.schema
      .createTable('community_reports')
      .addColumn('id', 'integer', (c) => c.generatedByDefaultAsIdentity().primaryKey())
      .addColumn('target', 'varchar(10)', (c) => c.notNull())
      .addColumn('target_id', 'integer', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('reason', 'varchar(100)', (c) => c.notNull())
      .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('open'))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addUniqueConstraint('community_reports_once', ['target', 'target_id', 'user_id'])
      .execute();
    await db.schema
      .createIndex('community_reports_open_idx')
      .on('community_reports')
      .columns(['status', 'id'])
      .execute();
  },
};
