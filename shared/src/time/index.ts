/**
 * @kickoff/shared/time — match and message times with dayjs (zh-cn); feed times ("3 分钟前") are in
 * @kickoff/shared/relative-time, so score pages skip dayjs's relativeTime plugin. Apart from rules,
 * so a first page that only shows a kick-off time (the /vlive room list) does not load every
 * display rule, and a page that needs both loads dayjs once.
 */
export * from './match-time';
export * from './message-time';
