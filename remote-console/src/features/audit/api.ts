/** The audit desk's calls to the staff API (checked again on the server, audited). */
import { get } from '@kickoff/shared/api';
import { STAFF_PATHS, type AuditEntry } from '@kickoff/shared/contracts';

type GetParams = Parameters<typeof get>[1];

export const fetchAudit = (params?: GetParams) => get<AuditEntry[]>(STAFF_PATHS.audit, params);
