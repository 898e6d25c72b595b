/** @kickoff/shared/stores — the docs/product.md §3 client state groups (zustand, one store per group). */
export * from './auth';
export * from './download';
export * from './news';
export * from './live';
export * from './user';
export * from './live-detail';
export * from './app';
export * from './messages';
export * from './session';
