/**
 * jsdom tests wait for what a page shows (findBy…, waitFor) up to 5 s instead of Testing Library's
 * 1 s: CI runs them beside the server's tests on 2 cores, where a first render with its lazy chunks
 * has taken longer than a second. A test that passes still returns as soon as the page shows it.
 */
if (typeof document !== 'undefined') {
  require('@testing-library/dom').configure({ asyncUtilTimeout: 5000 });
}
