/** The accounts a test acts as, made straight in the database and signed in. */
import { STAFF_ROLES, type StaffRole } from '@kickoff/shared/contracts';
import { insertUser } from '../accounts/signup';
import { createSession } from '../auth/sessions';
import type { Db } from '../db/index';
import { grantStaffRole } from '../staff/roles';

export interface Person {
  id: number;
  token: string;
}

const isStaffRole = (name: string): name is StaffRole => (STAFF_ROLES as readonly string[]).includes(name);

/**
 * One account per name, on phones from `firstPhone` up, nicknamed `nick` + the name, each with a
 * session; a name that is a staff role (admin, editor, moderator, operator) is given that role.
 */
export async function signInPeople<W extends string>(
  db: Db,
  names: readonly W[],
  { firstPhone, nick }: { firstPhone: number; nick: string },
): Promise<Record<W, Person>> {
  const people = {} as Record<W, Person>;
  for (const [i, name] of names.entries()) {
    const id = (await insertUser(db, String(firstPhone + i), 'x', `${nick}${name}`))!.id;
    if (isStaffRole(name)) await grantStaffRole(db, id, name);
    people[name] = { id, token: await createSession(db, id) };
  }
  return people;
}
