/**
 * One valid call per /imapi/ai route, for http/conformity.test.ts. `POST /imapi/ai/ask` answers a stream of
 * server-sent events, not the envelope: its sample reads the stream and reports it as one.
 */
import { AI_PATHS } from '@kickoff/shared/contracts';
import type { TestClient } from '../test-support/http';

type Call = (token: string) => Promise<{ status: number; body: unknown }>;

/** Routes answering text/event-stream rather than a JSON envelope. */
export const STREAMED_ROUTES = [`POST ${AI_PATHS.ask}`];

export function assistantSamples(api: TestClient, base: () => string): Record<string, Call> {
  const askOnce = async (t: string) => {
    const res = await fetch(base() + AI_PATHS.ask, {
      method: 'POST',
      headers: { accessToken: t, 'Content-Type': 'application/json' },
      body: JSON.stringify({ text: '这个网站有什么功能？' }),
    });
    const text = await res.text();
    const conversationId = Number(/"conversationId":(\d+)/.exec(text)?.[1] ?? 0);
    const ok = res.headers.get('content-type')?.startsWith('text/event-stream') && text.includes('event: done');
    return {
      conversationId,
      status: res.status,
      body: ok ? { code: 200, data: null, msg: 'stream' } : JSON.parse(text),
    };
  };
  // the routes are walked in registration order: the list and reads come before the ask
  const conversation = async (t: string) => (await askOnce(t)).conversationId;
  return {
    [`GET ${AI_PATHS.conversations}`]: (t) => api.get(AI_PATHS.conversations, t),
    [`GET ${AI_PATHS.messages}`]: async (t) =>
      api.get(`${AI_PATHS.messages}?conversationId=${await conversation(t)}`, t),
    [`POST ${AI_PATHS.remove}`]: async (t) =>
      api.postJson(AI_PATHS.remove, { conversationId: await conversation(t) }, t),
    [`POST ${AI_PATHS.ask}`]: async (t) => {
      const { status, body } = await askOnce(t);
      return { status, body };
    },
  };
}
