/**
 * Concurrent writes that must be serialised on PostgreSQL as on PGlite: a sender's message budget
 * counted across many conversations at once, and group role changes racing each other.
 */
import { ErrorCodes, IM_SEND_BUDGET } from '@kickoff/shared/contracts';
import { openTestDb, type OpenTestDb } from '../test-support/db';
import { insertUser } from '../accounts/signup';
import { sendMessage } from './chat';
import { openPrivate } from './conversations';
import { setRole, transferOwner } from './groups';
import { imDb } from './tables';

let t: OpenTestDb;
beforeAll(async () => {
  t = await openTestDb();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

async function users(prefix: string, n: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < n; i++)
    ids.push(
      (await insertUser(t.db, `${prefix}${String(i).padStart(2, '0')}`, 'x', `并发${prefix.slice(-3)}${i}`))!.id,
    );
  return ids;
}

/** A group written directly (not through createGroup, whose invitation rules are not under test here). */
async function group(owner: number, members: number[]): Promise<number> {
  const im = imDb(t.db);
  const { id } = await im
    .insertInto('im_conversations')
    .values({ kind: 'group', name: '并发测试群' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await im
    .insertInto('im_members')
    .values([
      { conversation_id: id, user_id: owner, role: 'owner' },
      ...members.map((u) => ({ conversation_id: id, user_id: u, role: 'member' as const })),
    ])
    .execute();
  return id;
}

const settled = async (tasks: Array<Promise<unknown>>) =>
  (await Promise.allSettled(tasks)).map((r) => (r.status === 'fulfilled' ? 'ok' : (r.reason as { code: number }).code));

test(`${IM_SEND_BUDGET.messages * 2} sends at once into as many conversations: never past the budget`, async () => {
  const [sender, ...peers] = await users('1350000', IM_SEND_BUDGET.messages * 2 + 1);
  const conversations = await Promise.all(peers.map((p) => openPrivate(t.db, sender!, p)));
  const codes = await settled(
    conversations.map((conversationId, i) =>
      sendMessage(t.db, null, sender!, { conversationId, text: `你好 ${i}`, clientId: `budget-${i}` }),
    ),
  );
  expect(codes.filter((c) => c === 'ok')).toHaveLength(IM_SEND_BUDGET.messages);
  expect(codes.filter((c) => c === ErrorCodes.RATE_LIMITED)).toHaveLength(IM_SEND_BUDGET.messages);
});

test('the owner transferring the group to five members at once leaves exactly one owner', async () => {
  const [owner, ...members] = await users('1350001', 6);
  const cid = await group(owner!, members);
  const codes = await settled(members.map((m) => transferOwner(t.db, null, owner!, cid, m)));
  expect(codes.filter((c) => c === 'ok')).toHaveLength(1);
  expect(codes.filter((c) => c === ErrorCodes.FORBIDDEN)).toHaveLength(members.length - 1);
  const roles = await imDb(t.db)
    .selectFrom('im_members')
    .select(['user_id', 'role'])
    .where('conversation_id', '=', cid)
    .execute();
  expect(roles.filter((r) => r.role === 'owner')).toHaveLength(1);
  expect(roles.find((r) => r.user_id === owner)?.role).toBe('member');
});

test('appointing an admin while handing the group over: the old owner cannot act after it', async () => {
  const [owner, heir, other] = await users('1350002', 3);
  const cid = await group(owner!, [heir!, other!]);
  const codes = await settled([
    transferOwner(t.db, null, owner!, cid, heir!),
    setRole(t.db, null, owner!, cid, heir!, 'admin'),
  ]);
  const roles = new Map(
    (
      await imDb(t.db).selectFrom('im_members').select(['user_id', 'role']).where('conversation_id', '=', cid).execute()
    ).map((r) => [r.user_id, r.role]),
  );
  // the transfer went first (heir owner, appointment refused) or second (heir admin, then owner)
  expect(codes[0]).toBe('ok');
  expect([roles.get(owner!), roles.get(heir!), roles.get(other!)]).toEqual(['member', 'owner', 'member']);
});
