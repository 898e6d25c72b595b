/**
 * A page's early draw (the first items its remote drew before main.js ran: @kickoff/shared/contracts
 * early-answers) belongs to the first page: the page removes it once it has drawn its own, and the
 * host removes it when the fan has gone to another page first, or the page failed to load.
 */
import { closeEarlyDraw } from '@kickoff/shared/early-draw';

interface RouterLike {
  state: { location: { pathname: string } };
  subscribe(fn: (state: { location: { pathname: string }; errors: unknown }) => void): () => void;
}

export function closeEarlyDrawOnLeave(router: RouterLike, win: Window = window): void {
  const first = router.state.location.pathname;
  const stop = router.subscribe((state) => {
    if (state.location.pathname === first && !state.errors) return;
    closeEarlyDraw(win);
    stop();
  });
}
