/** A server path (cover, playlist) as a URL on the API's base; absolute URLs (external streams) pass. */
import { api } from '@kickoff/shared/api';

export function mediaUrl(path: string): string {
  return path.startsWith('/') ? api.urlFor(path) : path;
}
