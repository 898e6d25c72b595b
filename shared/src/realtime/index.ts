/** @kickoff/shared/realtime — the WebSocket client, its store and React hooks. */
export * from './client';
export * from './store';
export * from './hooks';
export * from './address';
