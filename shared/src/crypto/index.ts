/** @kickoff/shared/crypto — password encryption for login and register. */
export * from './password';
