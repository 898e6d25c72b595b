/**
 * 举报 on a message someone sent me: the sheet of reasons the long-press menu's 举报 opens; the pick
 * is sent at once and the server's answer shown as a toast.
 */
import { REPORT_REASONS, type ImMessage } from '@kickoff/shared/contracts';
import { ActionSheet, showToast } from '@kickoff/shared/ui';
import { reportMessage } from '../im-api';

interface Props {
  message: ImMessage | null;
  /** the sender as I call them */
  name: string;
  onClose: () => void;
}

export function ReportMessageSheet({ message, name, onClose }: Props) {
  return (
    <ActionSheet
      open={message !== null}
      title={message ? `举报 ${name} 的消息` : undefined}
      onClose={onClose}
      actions={
        message
          ? REPORT_REASONS.map((reason) => ({
              label: reason,
              onSelect: () =>
                void reportMessage(message.id, reason)
                  .then(() => showToast('举报已提交，我们会尽快处理'))
                  .catch((err: unknown) => showToast(err instanceof Error ? err.message : '举报失败')),
            }))
          : []
      }
    />
  );
}
