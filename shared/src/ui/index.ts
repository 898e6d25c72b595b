/** @kickoff/shared/ui — the kit every remote uses; CSS Modules, colours only from theme variables. */
export * from './loader';
export * from './empty';
export * from './error-view';
export * from './toast';
export * from './dialog';
export * from './action-sheet';
export * from './tabs';
export * from './badge';
export * from './cell';
export * from './avatar';
export * from './team-crest';
export * from './pull-to-refresh';
export * from './nav-bar';
export { initials, paletteVar } from './name-color';
