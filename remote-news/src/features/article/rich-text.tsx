/**
 * Article HTML shown without ever handing markup to the DOM: the server already sanitised it, and
 * here it is parsed inertly (DOMParser, no scripts run, nothing loads) and rebuilt as React elements
 * from an allow-list of tags and attributes. Anything else becomes its text, or nothing.
 */
import { createElement, type ReactNode } from 'react';
import { ARTICLE_TAGS } from '@kickoff/shared/contracts';
import { mediaUrl } from '../../lib/media-url';

const TAGS = new Set(ARTICLE_TAGS);
/** tags whose content is dropped with them */
const DROP = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript']);

function safeUrl(raw: string | null, allowPath: boolean): string | undefined {
  if (!raw) return undefined;
  if (allowPath && /^\/inform\/(image|cover)\//.test(raw)) return mediaUrl(raw);
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function convert(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const el = node as Element;
  const tag = el.tagName.toLowerCase();
  if (DROP.has(tag)) return null;
  const children = Array.from(el.childNodes, convert);
  if (!TAGS.has(tag)) return children;
  if (tag === 'br') return <br key={key} />;
  if (tag === 'img') {
    const src = safeUrl(el.getAttribute('src'), true);
    return src ? <img key={key} src={src} alt={el.getAttribute('alt') ?? ''} loading="lazy" /> : null;
  }
  if (tag === 'a') {
    const href = safeUrl(el.getAttribute('href'), false);
    return (
      <a key={key} href={href} target="_blank" rel="noopener noreferrer nofollow">
        {children}
      </a>
    );
  }
  const span = Number(el.getAttribute('colspan'));
  const props = (tag === 'td' || tag === 'th') && span > 1 && span < 20 ? { key, colSpan: span } : { key };
  return createElement(tag, props, ...children);
}

export function RichText({ html, className }: { html: string; className?: string }) {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return <div className={className}>{Array.from(doc.body.childNodes, convert)}</div>;
}
