/**
 * The users row behind the signed-in call every page makes (/user/center/info), kept for a moment:
 * with the session cache in front, a signed-in read then costs no query at all. Any write to `users`
 * through this node's database (rename, portrait, theme, password, deletion, sign-up) drops every
 * row kept, before it runs and after; another node's write (PostgreSQL, several servers) shows here
 * within USER_CACHE_MS.
 */
import { tableWritesOf, type Db } from '../db/index';
import { findUserById, type UserRow } from './users';

/** how long a row read is answered without the database */
export const USER_CACHE_MS = 2_000;
/** rows kept at most (the oldest read goes first): the fans signed in within the last moments */
const USER_CACHE_MAX = 20_000;

interface Entry {
  row: UserRow;
  /** epoch ms after which the database is asked again */
  until: number;
}

class UserRows {
  private readonly entries = new Map<number, Entry>();
  /** counts writes: a read that started before one must not keep what it read */
  private writes = 0;

  constructor(private readonly db: Db) {
    tableWritesOf(db).on('users', () => {
      this.writes += 1;
      this.entries.clear();
    });
  }

  async byId(id: number, nowMs: number): Promise<UserRow | undefined> {
    const entry = this.entries.get(id);
    if (entry && nowMs < entry.until) return entry.row;
    const writes = this.writes;
    const row = await findUserById(this.db, id);
    if (row && writes === this.writes) {
      this.entries.delete(id);
      this.entries.set(id, { row, until: nowMs + USER_CACHE_MS });
      if (this.entries.size > USER_CACHE_MAX) this.entries.delete(this.entries.keys().next().value as number);
    }
    return row;
  }
}

const caches = new WeakMap<Db, UserRows>();

/** The user's row, from the moment's cache of `db` (a database from createDb) or the database. */
export function cachedUserById(db: Db, id: number, nowMs = Date.now()): Promise<UserRow | undefined> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new UserRows(db);
    caches.set(db, cache);
  }
  return cache.byId(id, nowMs);
}
