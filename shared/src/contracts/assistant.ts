/**
 * The ChatGPT page's assistant (server/src/assistant). `POST /imapi/ai/ask` answers as server-sent
 * events: `meta` {conversationId, messageId}, then `delta` {text} pieces as they are produced,
 * then `done` {status} — or `error` {msg} with a Chinese reason. Stopping is closing the request.
 */
export const AI_TEXT_MAX = 2000;
/** questions per user per minute */
export const AI_ASKS_PER_MINUTE = 10;

export const AI_PATHS = {
  conversations: '/imapi/ai/conversations',
  messages: '/imapi/ai/messages',
  ask: '/imapi/ai/ask',
  remove: '/imapi/ai/conversations/delete',
} as const;

export interface AiConversation {
  id: number;
  title: string;
  /** unix ms of the last question or answer */
  updatedAt: number;
}

export type AiMessageStatus = 'done' | 'stopped' | 'error';

export interface AiMessage {
  id: number;
  role: 'user' | 'assistant';
  /** markdown from the assistant (rendered sanitised, never as raw HTML); plain text from the user */
  content: string;
  status: AiMessageStatus;
  time: number;
}

export interface AiAskRequest {
  /** absent: a new conversation */
  conversationId?: number;
  /** the question; absent with `regenerate` */
  text?: string;
  /** answer the conversation's last question again, replacing the last answer */
  regenerate?: boolean;
}

export type AiStreamEvent =
  | { event: 'meta'; data: { conversationId: number; messageId: number } }
  | { event: 'delta'; data: { text: string } }
  | { event: 'done'; data: { status: AiMessageStatus } }
  | { event: 'error'; data: { msg: string } };
