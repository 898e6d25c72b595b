/** @kickoff/shared/cookies — stored preferences and their docs/product.md §9 expiries. */
export * from './expiry';
export * from './preferences';
