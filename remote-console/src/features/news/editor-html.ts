/**
 * The rich-text editor's HTML both ways. In: the server's (already sanitised) HTML is parsed inertly
 * and rebuilt from ARTICLE_TAGS only, links kept when http(s), pictures when http(s) or our own
 * `/inform/image|cover/…` (shown from the API's address). Out: the same clean-up, our pictures back
 * to their paths. The server sanitises again on save; this keeps the editor to what will survive.
 */
import { api } from '@kickoff/shared/api';
import { ARTICLE_TAGS } from '@kickoff/shared/contracts';

const TAGS = new Set(ARTICLE_TAGS);
const DROP = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript']);
const OWN = /^\/inform\/(image|cover)\//;

const web = (raw: string) => {
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
};

/** our media path from an address the editor shows, or null */
function ownPath(raw: string): string | null {
  if (OWN.test(raw)) return raw;
  const base = api.urlFor('/');
  if (raw.startsWith(base)) {
    const path = `/${raw.slice(base.length)}`;
    return OWN.test(path) ? path : null;
  }
  return null;
}

function rebuild(from: Node, into: Node, doc: Document, shown: boolean): void {
  for (const node of Array.from(from.childNodes)) {
    if (node.nodeType === Node.TEXT_NODE) {
      into.appendChild(doc.createTextNode(node.textContent ?? ''));
      continue;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) continue;
    const el = node as Element;
    const tag = el.tagName.toLowerCase();
    if (DROP.has(tag)) continue;
    if (!TAGS.has(tag)) {
      rebuild(el, into, doc, shown);
      continue;
    }
    const out = doc.createElement(tag);
    if (tag === 'a') {
      const href = web(el.getAttribute('href') ?? '');
      if (href) out.setAttribute('href', href);
    }
    if (tag === 'img') {
      const raw = el.getAttribute('src') ?? '';
      const own = ownPath(raw);
      const src = own ? (shown ? api.urlFor(own) : own) : web(raw);
      if (!src) continue;
      out.setAttribute('src', src);
      const alt = el.getAttribute('alt');
      if (alt) out.setAttribute('alt', alt);
    }
    rebuild(el, out, doc, shown);
    into.appendChild(out);
  }
}

function clean(html: string, shown: boolean): string {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const doc = document.implementation.createHTMLDocument('');
  const box = doc.createElement('div');
  rebuild(parsed.body, box, doc, shown);
  return box.innerHTML;
}

/** What the editor shows of an article's HTML. */
export const toEditor = (html: string) => clean(html, true);
/** What the editor's HTML is saved as. */
export const fromEditor = (html: string) => clean(html, false);
/** An uploaded or generated picture's address to show. */
export const shownMedia = (path: string) => (OWN.test(path) ? api.urlFor(path) : path);
