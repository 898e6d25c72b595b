/** Which errors mean "the database is unreachable" (503 DB_UNAVAILABLE) and which stay faults (500). */
import { isDbUnavailable } from './unavailable';

const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });

test('a stopped, restarting, refusing or cut-off database is unavailable', () => {
  expect(isDbUnavailable(pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'))).toBe(true);
  expect(isDbUnavailable(pgError('57P01', 'terminating connection due to administrator command'))).toBe(true);
  expect(isDbUnavailable(pgError('57P03', 'the database system is starting up'))).toBe(true);
  expect(isDbUnavailable(pgError('08006'))).toBe(true);
  expect(isDbUnavailable(pgError('55000', 'database "k" is not currently accepting connections'))).toBe(true);
  expect(isDbUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
  expect(isDbUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
  expect(isDbUnavailable(new AggregateError([pgError('ECONNREFUSED')], 'connect failed'))).toBe(true);
  expect(isDbUnavailable(new Error('wrapped', { cause: pgError('ECONNRESET') }))).toBe(true);
});

test('bugs and bad data are not', () => {
  expect(isDbUnavailable(pgError('23505', 'duplicate key value violates unique constraint'))).toBe(false);
  expect(isDbUnavailable(pgError('42P01', 'relation "nope" does not exist'))).toBe(false);
  expect(isDbUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
  expect(isDbUnavailable(undefined)).toBe(false);
});
