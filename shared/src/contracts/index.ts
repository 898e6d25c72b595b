/** @kickoff/shared/contracts — types and constants shared by the server and every client. No DOM here. */
export * from './envelope';
export * from './codes';
export * from './statuses';
export * from './realtime';
export * from './live';
