/** The response envelope of every call (docs/product.md §7): success is code 200 with data. */
import type { ErrorCode } from './codes';

export const SUCCESS = 200 as const;

export interface Envelope<T> {
  code: typeof SUCCESS | ErrorCode;
  data: T;
  msg: string;
}

/** Paged lists (spec: `next` for paging on tips; the same shape everywhere a list pages). */
export interface Page<T> {
  list: T[];
  /** page number of the next page, or 0 when there is none */
  next: number;
  total: number;
}

export function ok<T>(data: T, msg = '成功'): Envelope<T> {
  return { code: SUCCESS, data, msg };
}
