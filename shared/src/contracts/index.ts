/** @kickoff/shared/contracts — types and constants shared by the server and every client. No DOM here. */
export * from './envelope';
export * from './codes';
export * from './statuses';
export * from './realtime';
export * from './live';
export * from './account';
export * from './user';
export * from './news';
export * from './tips';
export * from './messages';
export * from './activity';
export * from './wallet';
export * from './notices';
export * from './uploads';
export * from './remotes-manifest';
export * from './paths';
export * from './api-prefixes';
