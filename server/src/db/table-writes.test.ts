/**
 * Which statements count as writes to a table (insert, update, delete; aliased or not) and which do
 * not (reads, other tables), as the caches that listen to them rely on.
 */
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import type { Database } from './schema';
import { writtenTables } from './table-writes';

const db = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new PostgresIntrospector(k),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

test('inserts, updates and deletes name the table they write, aliased or not', () => {
  expect(
    writtenTables(db.insertInto('users').values({ phone: '1', nick_name: 'a', password_hash: 'x' }).toOperationNode()),
  ).toEqual(['users']);
  expect(writtenTables(db.updateTable('users').set({ nick_name: 'b' }).where('id', '=', 1).toOperationNode())).toEqual([
    'users',
  ]);
  expect(writtenTables(db.updateTable('users as u').set({ nick_name: 'b' }).toOperationNode())).toEqual(['users']);
  expect(writtenTables(db.deleteFrom('sessions').where('user_id', '=', 1).toOperationNode())).toEqual(['sessions']);
});

test('a read writes nothing, even of the table it reads', () => {
  expect(writtenTables(db.selectFrom('users').selectAll().toOperationNode())).toEqual([]);
});
