/** @kickoff/shared/rules — the spec's display rules, one small module each. */
export * from './match-minute';
export * from './handicap';
export * from './truncate';
export * from './week';
export * from './file-size';
export * from './basket-type';
export * from './portrait';
export * from './long-press';
export * from './prefetch';
