/**
 * @kickoff/shared/relative-time — "3 分钟前" for feeds (news, posts, comments). Its own entry,
 * apart from @kickoff/shared/time, so pages that only show match times (the score lists) do not
 * load dayjs's relativeTime plugin.
 */
export * from './relative-time';
