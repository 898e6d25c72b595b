/**
 * The room list takes over from its early draw (room-list-early.ts): once the page has drawn its
 * own rooms (or its empty or failed state), the early layer goes — after the page's covers have
 * decoded, so no frame shows a card without its picture. Leaving the page takes it at once.
 */
import { closeEarlyDraw } from '@kickoff/shared/early-draw';
import { useLayoutEffect, type RefObject } from 'react';

/** once the picture can be painted without a blank frame (at once where the browser cannot say) */
const decoded = (img: HTMLImageElement): Promise<unknown> =>
  ('decode' in img ? img.decode() : Promise.resolve()).catch(() => undefined);

export function useEarlyDrawHandover(page: RefObject<HTMLElement | null>, drawn: boolean): void {
  useLayoutEffect(() => {
    if (!drawn) return;
    let left = false;
    const covers = [...(page.current?.querySelectorAll('img') ?? [])];
    void Promise.all(covers.map(decoded)).then(() => {
      if (!left) closeEarlyDraw(window);
    });
    return () => {
      left = true;
    };
  }, [page, drawn]);
  useLayoutEffect(() => () => closeEarlyDraw(window), []);
}
