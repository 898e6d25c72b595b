/**
 * `POST /imapi/ai/ask` read as it streams (server-sent events over fetch: the shared client's base URL
 * and token, because axios cannot hand out a response body piece by piece). Aborting the signal
 * stops the answer on the server too.
 */
import { api } from '@kickoff/shared/api';
import { AI_PATHS, type AiAskRequest, type AiStreamEvent, type Envelope } from '@kickoff/shared/contracts';

export async function askStream(
  req: AiAskRequest,
  onEvent: (e: AiStreamEvent) => void,
  signal: AbortSignal,
): Promise<void> {
  const token = api.config().getToken();
  const res = await fetch(api.urlFor(AI_PATHS.ask), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { accessToken: token } : {}) },
    body: JSON.stringify(req),
    signal,
  });
  if (!res.headers.get('content-type')?.startsWith('text/event-stream')) {
    // refused before any answer (limit, bad input, signed out): the envelope says why
    const env = (await res.json().catch(() => null)) as Envelope<null> | null;
    onEvent({ event: 'error', data: { msg: env?.msg || '提问失败，请稍后重试' } });
    return;
  }
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    let cut: number;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const event = /^event: (.+)$/m.exec(block)?.[1];
      const data = /^data: (.+)$/m.exec(block)?.[1];
      if (event && data) onEvent({ event, data: JSON.parse(data) } as AiStreamEvent);
    }
  }
}
