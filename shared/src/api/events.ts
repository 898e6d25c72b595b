/** A tiny typed event emitter: the api client raises, the host wires the UI (logout, toast, home). */
import type { ErrorCode } from '../contracts/codes';

export interface ApiEventMap {
  /** the server answered NO_TOKEN: the session is gone */
  logout: { path: string };
  /** a known non-success code (docs/product.md §8); `msg` is the server's Chinese message */
  exception: { code: ErrorCode; msg: string; path: string };
  /** HTTP 400: the host navigates to the home route (docs/product.md §8) */
  home: { path: string; status: number };
}

export class TypedEmitter<M extends object> {
  private readonly handlers = new Map<keyof M, Set<(p: never) => void>>();

  /** Returns the unsubscribe function. */
  on<K extends keyof M>(event: K, fn: (payload: M[K]) => void): () => void {
    const set = this.handlers.get(event) ?? new Set();
    set.add(fn as (p: never) => void);
    this.handlers.set(event, set);
    return () => this.off(event, fn);
  }

  off<K extends keyof M>(event: K, fn: (payload: M[K]) => void): void {
    this.handlers.get(event)?.delete(fn as (p: never) => void);
  }

  emit<K extends keyof M>(event: K, payload: M[K]): void {
    for (const fn of [...(this.handlers.get(event) ?? [])]) (fn as (p: M[K]) => void)(payload);
  }
}
