/** A fresh key for a paid send (a gift, a noble): a second call with the same key is the same send. */
export function newRequestKey(): string {
  return `g${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
}
