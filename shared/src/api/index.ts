/** @kickoff/shared/api — the HTTP client (axios) with the docs/product.md §7/§8 envelope rules. */
export * from './client';
export * from './events';
export * from './dynamic-key';
export * from './unwrap';
export * from './hot-list';
export * from './view-history';
