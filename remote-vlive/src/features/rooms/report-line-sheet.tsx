/**
 * 举报 on a room chat line: the sheet of reasons a tap on a line opens; the pick is sent at once and
 * the server's answer (提交成功, or why not — one's own line, already hidden) shown as a toast.
 */
import { REPORT_REASONS } from '@kickoff/shared/contracts';
import type { RoomChatLine } from '@kickoff/shared/contracts/vlive';
import { ActionSheet, showToast } from '@kickoff/shared/ui';
import { reportChatLine } from './report-api';

export function ReportLineSheet({ line, onClose }: { line: RoomChatLine | null; onClose: () => void }) {
  return (
    <ActionSheet
      open={line !== null}
      title={line ? `举报 ${line.nickName} 的发言` : undefined}
      onClose={onClose}
      actions={
        line
          ? REPORT_REASONS.map((reason) => ({
              label: reason,
              onSelect: () =>
                void reportChatLine(line.id, reason)
                  .then(() => showToast('举报已提交，我们会尽快处理'))
                  .catch((err: unknown) => showToast(err instanceof Error ? err.message : '举报失败')),
            }))
          : []
      }
    />
  );
}
