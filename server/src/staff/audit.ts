/**
 * The staff audit log: one row per staff action (who, what, on what, the state before and after),
 * written in the same transaction as the action. Append-only: nothing here or in any route updates
 * or deletes a row; admins read it newest first.
 */
import { AUDIT_PAGE, type AuditEntry } from '@kickoff/shared/contracts';
import type { Db } from '../db/index';
import type { Tx } from '../wallet/ledger';
import { staffDb } from './tables';

interface AuditWrite {
  actorId: number;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
}

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

export async function writeAudit(db: Db | Tx, entry: AuditWrite): Promise<void> {
  await staffDb(db)
    .insertInto('staff_audit')
    .values({
      actor_id: entry.actorId,
      action: entry.action,
      target: entry.target,
      before: json(entry.before),
      after: json(entry.after),
    })
    .execute();
}

/** A page of the log, newest first; `before` (an entry id) pages back. */
export async function readAudit(db: Db, before: number | null): Promise<AuditEntry[]> {
  let q = staffDb(db)
    .selectFrom('staff_audit as a')
    .innerJoin('users as u', 'u.id', 'a.actor_id')
    .select(['a.id', 'a.actor_id', 'u.nick_name', 'a.action', 'a.target', 'a.before', 'a.after', 'a.at'])
    .orderBy('a.id', 'desc')
    .limit(AUDIT_PAGE);
  if (before !== null) q = q.where('a.id', '<', before);
  return (await q.execute()).map((r) => ({
    id: r.id,
    actorId: r.actor_id,
    actorName: r.nick_name,
    action: r.action,
    target: r.target,
    before: r.before,
    after: r.after,
    at: new Date(r.at).getTime(),
  }));
}
