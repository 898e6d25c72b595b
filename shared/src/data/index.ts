/** @kickoff/shared/data — the one data-loading layer of every remote (SWR under it). */
export * from './use-data';
export * from './data-state';
export { DataScope } from './data-scope';
