/** @kickoff/shared/hooks — React hooks that are not tied to one module (data and realtime have their own). */
export * from './use-long-press';
