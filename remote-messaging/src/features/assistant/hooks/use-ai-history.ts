/** The assistant's stored conversations, asked when the fan opens 历史 (null while it is closed). */
import { useState } from 'react';
import type { AiConversation } from '@kickoff/shared/contracts';
import { showToast } from '@kickoff/shared/ui';
import { aiConversations } from '../ai-api';

export function useAiHistory() {
  const [history, setHistory] = useState<AiConversation[] | null>(null);
  const open = () => aiConversations().then(setHistory, () => showToast('加载失败'));
  return { history, open, close: () => setHistory(null) };
}
