/** The community tables (migration 211-community) as kysely sees them; reached with `communityDb(db)`. */
import type { ColumnType, Generated, Kysely } from 'kysely';
import type { Database, Db } from '../db/index';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type WithDefault<T> = ColumnType<T, T | undefined, T>;

// type aliases (not interfaces) so kysely's withTables accepts them
export type CommunityTables = {
  community_boards: { id: number; name: string; team_id: number | null; league_id: number | null; sort: number };
  community_posts: {
    id: Generated<number>;
    board_id: number;
    user_id: number;
    kind: string;
    title: WithDefault<string>;
    body: string;
    accepted_id: number | null;
    likes: WithDefault<number>;
    comments: WithDefault<number>;
    hidden: WithDefault<boolean>;
    created_at: Timestamp;
  };
  community_post_images: { post_id: number; upload_id: string; sort: number };
  community_likes: { post_id: number; user_id: number };
  community_reports: {
    id: Generated<number>;
    target: string;
    target_id: number;
    user_id: number;
    reason: string;
    status: WithDefault<string>;
    created_at: Timestamp;
  };
  community_comments: {
    id: Generated<number>;
    post_id: number;
    parent_id: number | null;
    user_id: number;
    body: string;
    likes: WithDefault<number>;
    hidden: WithDefault<boolean>;
    created_at: Timestamp;
  };
};

export type CommunityDb = Kysely<Database & CommunityTables>;
export const communityDb = (db: Db): CommunityDb => db.withTables<CommunityTables>() as unknown as CommunityDb;

/** Post codes: P + id (what /community/detail?code= carries). */
export const postCode = (id: number) => `P${id}`;
export function postIdOf(code: string): number | null {
  const m = /^P([1-9][0-9]{0,9})$/.exec(code);
  return m ? Number(m[1]) : null;
}

/** The post's page (a question has its own), as a notice links to it. */
export const postLink = (id: number, kind: string) =>
  `/community/${kind === 'question' ? 'qdetail' : 'detail'}?code=${postCode(id)}`;
