/**
 * One interface for whoever writes the answers: the built-in assistant (our own data, no key) or an
 * OpenAI-compatible upstream. `answer` yields the text in pieces as they are produced and stops
 * when `signal` aborts; a failure is an AssistantError carrying the Chinese sentence to show.
 */
export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

export interface AssistantProvider {
  readonly name: string;
  answer(history: ChatTurn[], signal: AbortSignal): AsyncIterable<string>;
}

export class AssistantError extends Error {
  constructor(message: string, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'AssistantError';
  }
}
