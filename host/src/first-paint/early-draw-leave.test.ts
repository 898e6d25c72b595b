/** @jest-environment jsdom */
import '@kickoff/shared/testing';
import { createMemoryRouter } from '@kickoff/shared/navigation';
import { startEarlyAnswer, takeEarlyAnswer } from '@kickoff/shared/contracts';
import { EARLY_DRAW_ID, earlyDrawClosed } from '@kickoff/shared/early-draw';
import { closeEarlyDrawOnLeave } from './early-draw-leave';

function drawnEarly(): HTMLElement {
  const layer = document.createElement('div');
  layer.id = EARLY_DRAW_ID;
  document.body.append(layer);
  return layer;
}

describe("the first page's early draw, when the fan does not stay for the page", () => {
  it('stays while the first page loads, and goes when the fan opens another page, with its answers', async () => {
    const win = { document } as unknown as Window;
    // an answer the first page never took (the fan left first) is not served to a later visit
    Object.assign(globalThis, { fetch: () => new Promise(() => undefined) });
    startEarlyAnswer(win, 'http://localhost/api/vlive/rooms?category=0');
    const router = createMemoryRouter(
      [
        { path: '/vlive/:type', element: null },
        { path: '/user', element: null },
      ],
      { initialEntries: ['/vlive/0'] },
    );
    const layer = drawnEarly();
    closeEarlyDrawOnLeave(router, win);
    await router.navigate('/vlive/0?again=1');
    expect(layer.isConnected).toBe(true);
    await router.navigate('/user');
    expect(layer.isConnected).toBe(false);
    expect(earlyDrawClosed(win)).toBe(true);
    expect(takeEarlyAnswer(win, 'http://localhost/api/vlive/rooms?category=0')).toBeUndefined();
  });

  it('goes when the first page fails to load', async () => {
    const win = { document } as unknown as Window;
    const router = createMemoryRouter(
      [
        {
          path: '/vlive/:type',
          loader: () => {
            throw new Error('remote down');
          },
          element: null,
          errorElement: null,
        },
      ],
      { initialEntries: ['/vlive/1'] },
    );
    const layer = drawnEarly();
    closeEarlyDrawOnLeave(router, win);
    await router.initialize().revalidate();
    expect(layer.isConnected).toBe(false);
  });
});
