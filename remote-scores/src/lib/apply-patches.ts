/** Merges LIST_UPDATE patches into a list without touching rows that did not change. */
export interface Identified {
  id: number;
}

/**
 * Returns the same array when nothing in it changed (so React can skip the render); otherwise a new
 * array where only patched rows are new objects. Patches for matches not in the list are ignored:
 * the list shows what its tab and date asked for, and the server decides membership.
 */
export function applyPatches<T extends Identified>(
  list: readonly T[],
  patches: ReadonlyArray<Partial<T> & Identified>,
): T[] {
  if (patches.length === 0) return list as T[];
  const byId = new Map<number, Partial<T>>();
  for (const p of patches) byId.set(p.id, { ...byId.get(p.id), ...p });
  let out: T[] | null = null;
  for (let i = 0; i < list.length; i++) {
    const row = list[i]!;
    const patch = byId.get(row.id);
    if (!patch) continue;
    out ??= list.slice();
    out[i] = { ...row, ...patch };
  }
  return out ?? (list as T[]);
}
