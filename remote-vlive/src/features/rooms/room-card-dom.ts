/**
 * The room grid drawn with the DOM: the same elements, classes and attributes as RoomGrid's first
 * render (room-card.tsx), for the early draw, which runs before React has loaded. Text is set as
 * text, never as HTML. room-card-dom.test.tsx holds the two to the same markup.
 */
import type { LiveRoom } from '@kickoff/shared/contracts/vlive';
import { coverLoading, FIRST_ROOMS, roomCardView, type RoomCardView } from './room-card-view';
import styles from './room-card.module.css';

function element<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  className: string | undefined,
  attributes: Record<string, string> = {},
  text?: string,
): HTMLElementTagNameMap[K] {
  const el = doc.createElement(tag);
  if (className) el.className = className;
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  if (text !== undefined) el.textContent = text;
  return el;
}

function drawCard(doc: Document, card: RoomCardView, index: number): HTMLAnchorElement {
  const link = element(doc, 'a', styles.card, { href: card.to, 'data-discover': 'true' });
  const box = element(doc, 'div', styles.coverBox);
  const { loading, fetchPriority } = coverLoading(index);
  box.append(
    element(doc, 'img', styles.cover, {
      src: card.cover,
      alt: '',
      width: '320',
      height: '180',
      decoding: 'async',
      loading,
      ...(fetchPriority ? { fetchpriority: fetchPriority } : {}),
    }),
    element(doc, 'span', card.live ? styles.liveBadge : styles.stateBadge, {}, card.badge),
  );
  if (card.corner)
    box.append(element(doc, 'span', styles.viewers, { 'data-testid': card.corner.testId }, card.corner.text));
  const body = element(doc, 'div', styles.body);
  body.append(element(doc, 'p', styles.title, {}, card.title), element(doc, 'p', styles.anchor, {}, card.anchor));
  link.append(box, body);
  return link;
}

/** The grid's first FIRST_ROOMS cards, as RoomGrid's first render draws them. */
export function drawRoomGrid(doc: Document, rooms: LiveRoom[], media: (path: string) => string): HTMLUListElement {
  const grid = element(doc, 'ul', styles.grid, { 'aria-label': '直播间' });
  rooms.slice(0, FIRST_ROOMS).forEach((room, i) => {
    const item = doc.createElement('li');
    item.append(drawCard(doc, roomCardView(room, media), i));
    grid.append(item);
  });
  return grid;
}
