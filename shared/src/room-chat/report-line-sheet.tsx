/**
 * 举报 on a chat line (a room's or 聊球's): the sheet of reasons a tap on a line opens; the pick is
 * sent at once (one report per fan and line; the console's 审核 queue gets it) and the server's
 * answer (提交成功, or why not — one's own line, already hidden) shown as a toast.
 */
import { post, unwrap } from '@kickoff/shared/api';
import { COMMUNITY_PATHS, REPORT_REASONS } from '@kickoff/shared/contracts';
import type { RoomChatLine } from '@kickoff/shared/contracts/vlive';
import { ActionSheet, showToast } from '@kickoff/shared/ui';

const reportChatLine = (id: number, reason: string) =>
  unwrap(post(COMMUNITY_PATHS.report, { target: 'chat', id, reason }));

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
