/**
 * 浏览历史 from any remote: a detail page calls `recordView('match' | 'news' | 'room', id)` when it
 * opens. Fire and forget: nothing happens for a visitor, nothing waits for the answer, and a
 * refusal or a network error is dropped silently (no toast, no logout: the fan did not ask for it).
 */
import { VIEW_HISTORY_PATHS, type ViewKind, type ViewRequest } from '../contracts/view-history';
import { api, type ApiClient } from './client';

export function recordView(kind: ViewKind, id: number, client: ApiClient = api): void {
  const token = client.config().getToken();
  if (!token || !Number.isInteger(id) || id <= 0) return;
  // straight through axios, not client.post: the envelope's events would toast a background refusal
  client.http
    .post(client.urlFor(VIEW_HISTORY_PATHS.add), { kind, id } satisfies ViewRequest, {
      headers: { accessToken: token, 'Content-Type': 'application/json' },
      timeout: client.config().timeoutMs,
    })
    .catch(() => undefined);
}
