/**
 * @kickoff/shared/time — match times with dayjs. An entry of its own, apart from rules, so a first
 * page that only shows a kick-off time (the /vlive room list) does not load every display rule.
 */
export * from './match-time';
