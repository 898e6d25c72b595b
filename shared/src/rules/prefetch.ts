/** docs/product.md §9: skip prefetching on 2g connections or when the user asked to save data. */

export interface ConnectionLike {
  effectiveType?: string;
  saveData?: boolean;
}

export function prefetchAllowed(
  nav: { connection?: ConnectionLike } | undefined = globalThis.navigator as never,
): boolean {
  const c = nav?.connection;
  if (!c) return true;
  if (c.saveData) return false;
  return !(c.effectiveType ?? '').includes('2g');
}
