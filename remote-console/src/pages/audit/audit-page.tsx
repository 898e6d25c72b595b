/** /admin/audit: 审计日志 (admins): the audit feature's desk. */
import { AuditLog } from '../../features/audit/components/audit-log';

export default function AuditPage() {
  return <AuditLog />;
}
