/**
 * The account contracts live in shared/src/contracts/account.ts. Until the contracts index
 * re-exports that file, this is the server's one door to it; afterwards this becomes
 * `export * from '@kickoff/shared/contracts'`-only and nothing else changes.
 */
export * from '../../../shared/src/contracts/account';
