/** The ChatGPT page's stored conversations (server/src/assistant). */
import { get, unwrap } from '@kickoff/shared/api';
import { AI_PATHS, type AiConversation, type AiMessage } from '@kickoff/shared/contracts';

export const aiConversations = () => unwrap(get<AiConversation[]>(AI_PATHS.conversations));
export const aiMessages = (conversationId: number) => unwrap(get<AiMessage[]>(AI_PATHS.messages, { conversationId }));
