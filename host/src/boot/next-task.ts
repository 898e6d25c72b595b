/**
 * Resolves in a task of its own: the browser may paint and answer the fan in between. Boot work
 * split this way is several short tasks on a phone instead of one long one (issue 33: no task past
 * 50 ms at 4× CPU).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
