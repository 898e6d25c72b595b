/** 意见反馈: at least 5 characters, an optional contact. */
import { useSubmit } from '../../../lib/use-submit';
import { sendFeedback } from '../api';

export function useFeedback() {
  const { run, ...submit } = useSubmit();
  const send = (content: string, contact: string) =>
    run(async () => {
      if (content.trim().length < 5) return '反馈内容至少 5 个字';
      await sendFeedback({ content, contact: contact || undefined });
      return null;
    });
  return { ...submit, send };
}
