/** A message's client id: unique per send, kept across retries so the server stores it once. */
export function newClientId(): string {
  const rnd =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID().replace(/-/g, '')
      : `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
  return `m${rnd}`.slice(0, 40);
}
