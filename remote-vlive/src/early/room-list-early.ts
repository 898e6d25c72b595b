/**
 * The room list's early draw (/vlive, /vlive/{type}; built apart by shared/build/early-draw.cjs):
 * the first screen of rooms, drawn from the answer early.js took for the list's first call, before
 * main.js, the remote's entry and the page's chunks have loaded and run. On a phone that is about a
 * second sooner (host/README.md "Content before JavaScript").
 *
 * It draws only on a newcomer's first paint (the HTML's shell is there and its list was preloaded),
 * once the page's stylesheet early.js applied is in, and into one layer of its own over the shell's
 * content, outside React's root: React replaces the root's HTML when it starts, and would take the
 * rooms with it. The page removes the layer once it has drawn the same rooms itself
 * (use-early-draw-handover.ts); the host removes it if the fan goes elsewhere first.
 */
import { findEarlyAnswer, SUCCESS, type Envelope } from '@kickoff/shared/contracts';
import { EARLY_DRAW_ID, earlyDrawClosed } from '@kickoff/shared/early-draw';
import { VLIVE_PATHS, type LiveRoom } from '@kickoff/shared/contracts/vlive';
import { drawRoomGrid } from '../features/rooms/room-card-dom';
import styles from '../pages/room-list/room-list.module.css';

/** The styles early.js applied for this page (`data-early`): drawn without them, the rooms would flash unstyled. */
function stylesIn(): Promise<boolean[]> {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][data-early]')];
  return Promise.all(
    links.map(
      (link) =>
        new Promise<boolean>((resolve) => {
          if (link.sheet) return resolve(true);
          link.addEventListener('load', () => resolve(true));
          link.addEventListener('error', () => resolve(false));
        }),
    ),
  );
}

/** A band where the page's scripts draw a bar of the page's top: the title bar, then the category tabs. */
function band(height: string, background: string, border?: string): HTMLDivElement {
  const el = document.createElement('div');
  el.style.height = height;
  el.style.background = background;
  if (border) el.style.borderBottom = border;
  return el;
}

async function draw(): Promise<void> {
  const category = /^\/vlive\/([0-9]+)/.exec(window.location.pathname)?.[1] ?? '0';
  const answer = await findEarlyAnswer(
    window,
    (url) => url.pathname.endsWith(VLIVE_PATHS.rooms) && url.searchParams.get('category') === category,
  );
  const env = answer?.body as Envelope<LiveRoom[]> | null | undefined;
  if (!answer || answer.status !== 200 || env?.code !== SUCCESS || !Array.isArray(env.data) || !env.data.length) return;
  if (!(await stylesIn()).every(Boolean)) return;
  const main = document.querySelector('[data-first-paint] main');
  if (!main || earlyDrawClosed(window)) return;
  // an uploaded cover is on the API's base, the part of the call's URL before its path
  const base = answer.url.slice(0, answer.url.indexOf(VLIVE_PATHS.rooms));
  const box = main.getBoundingClientRect();
  const layer = document.createElement('div');
  layer.id = EARLY_DRAW_ID;
  layer.className = styles.page ?? '';
  Object.assign(layer.style, {
    position: 'absolute',
    top: `${box.top + window.scrollY}px`,
    left: `${box.left + window.scrollX}px`,
    width: `${box.width}px`,
  });
  layer.append(
    band('var(--kk-bar-height)', 'var(--kk-primary)'),
    band('var(--kk-touch)', 'var(--kk-card)', '0.01rem solid var(--kk-divider)'),
    drawRoomGrid(document, env.data, (path) => base + path),
  );
  document.body.append(layer);
}

void draw().catch(() => undefined);
