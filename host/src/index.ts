// The host provides the federation singletons eagerly (shared/build/federation.cjs): they are in
// this entry already, so the shell waits for no chunk before it starts. Their modules are still
// evaluated a few at a time, each group in a task of its own after the federation runtime
// has started — React, the stores, the api client (axios), then the shell — so main.js is not one
// long task on a phone. The imports are eager: they stay in main.js and add no request.
import { nextTask } from './boot/next-task';

void nextTask()
  .then(() => import(/* webpackMode: "eager" */ 'react-dom/client'))
  .then(nextTask)
  .then(() => import(/* webpackMode: "eager" */ '@kickoff/shared/stores'))
  .then(nextTask)
  .then(() => import(/* webpackMode: "eager" */ '@kickoff/shared/api'))
  .then(nextTask)
  .then(() => import(/* webpackMode: "eager" */ './bootstrap'));
