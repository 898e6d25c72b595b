import { sql } from 'kysely';
import type { NamedMigration } from './types';

/** Goal incidents keep their alert's sequence (server/src/live/goal-alerts.ts) for the reconnect refill. */
export const liveGoalSeq105: NamedMigration = {
  name: '105-live-goal-seq',
  async up(db) {
    await db.schema.alterTable('live_incidents').addColumn('goal_seq', 'bigint').execute();
    await sql`CREATE INDEX live_incidents_goal_seq_idx ON live_incidents (goal_seq) WHERE goal_seq IS NOT NULL`.execute(
      db,
    );
  },
};
