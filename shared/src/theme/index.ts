/** @kickoff/shared/theme — design tokens (theme.css), the user's theme colour, rem scaling. */
import './theme.css';

export * from './apply-theme';
export * from './rem';
export * from './dark-mode';
