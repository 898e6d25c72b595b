/** The assistant's per-minute budget against a real database: parallel asks never get past it. */
import { AI_ASKS_PER_MINUTE, ErrorCodes } from '@kickoff/shared/contracts';
import { openTestDb, type OpenTestDb } from '../test-support/db';
import { insertUser } from '../accounts/signup';
import { prepareAsk } from './store';

let t: OpenTestDb;
beforeAll(async () => {
  t = await openTestDb();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

test(`${AI_ASKS_PER_MINUTE * 3} questions at once: exactly ${AI_ASKS_PER_MINUTE} are let through`, async () => {
  const userId = (await insertUser(t.db, '13500009001', 'x', '心急的球迷'))!.id;
  const results = await Promise.allSettled(
    Array.from({ length: AI_ASKS_PER_MINUTE * 3 }, (_, i) => prepareAsk(t.db, userId, { text: `第${i}个问题` })),
  );
  const codes = results.map((r) => (r.status === 'fulfilled' ? 'ok' : (r.reason as { code: number }).code));
  expect(codes.filter((c) => c === 'ok')).toHaveLength(AI_ASKS_PER_MINUTE);
  expect(codes.filter((c) => c === ErrorCodes.RATE_LIMITED)).toHaveLength(AI_ASKS_PER_MINUTE * 2);
});
