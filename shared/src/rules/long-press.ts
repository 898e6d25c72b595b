/** docs/product.md §9: a long press fires after 1 second of holding (the hook: `@kickoff/shared/hooks`). */
export const LONG_PRESS_MS = 1000;

/** How far the pointer may drift while held before the press is taken for a drag (a finger's slop). */
export const LONG_PRESS_SLOP_PX = 10;
