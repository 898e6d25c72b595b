/** @kickoff/shared/cookies — stored preferences and their spec §9 expiries. */
export * from './expiry';
export * from './preferences';
