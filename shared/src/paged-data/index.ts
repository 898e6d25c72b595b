/**
 * @kickoff/shared/paged-data — lists loaded a page at a time (usePagedData). An entry of its own, so
 * a page that loads no such list (the first score row's) is not sent its code with @kickoff/shared/data.
 */
export * from './use-paged-data';
