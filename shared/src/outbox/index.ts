/** @kickoff/shared/outbox — unsent chat messages kept, sent in order once the connection is back. Chat pages only. */
export * from './outbox';
export * from './use-outbox';
