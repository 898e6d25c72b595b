/** contractBody: a route's body schema is tied to the contracts' PostCalls body of its path. */
import { Type } from '@sinclair/typebox';
import { ACCOUNT_PATHS, IM_PATHS } from '@kickoff/shared/contracts';
import { contractBody } from './typebox';

it('hands the schema through unchanged, so the route validates with it', () => {
  const schema = Type.Object({ nickName: Type.String({ minLength: 1 }) });
  expect(contractBody(ACCOUNT_PATHS.nickname, schema)).toBe(schema);
});

it('does not compile a schema that differs from the contract (tsc flags an unused @ts-expect-error)', () => {
  const drifted = () => [
    // @ts-expect-error a field of another type
    contractBody(ACCOUNT_PATHS.nickname, Type.Object({ nickName: Type.Integer() })),
    // @ts-expect-error a field the contract does not send
    contractBody(ACCOUNT_PATHS.nickname, Type.Object({ nickName: Type.String(), extra: Type.String() })),
    // @ts-expect-error an optional field the server requires
    contractBody(IM_PATHS.settings, Type.Object({ conversationId: Type.Integer(), pinned: Type.Boolean() })),
    // @ts-expect-error a path outside the map
    contractBody('/user/nowhere', Type.Object({})),
  ];
  expect(drifted).toBeInstanceOf(Function);
});
