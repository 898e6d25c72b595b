/** docs/product.md §9: a long press fires after 1 second of holding (the hook: `@kickoff/shared/hooks`). */
export const LONG_PRESS_MS = 1000;
