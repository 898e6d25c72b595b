/**
 * Article HTML from editors: only an allow-list of tags and attributes survives (sanitize-html),
 * links are http(s) and open safely, images come from http(s) or our own paths. Everything else —
 * scripts, event handlers, styles, iframes, javascript: URLs — is dropped. Generated articles go
 * through the same function, so there is one way HTML enters the table.
 */
import sanitizeHtml from 'sanitize-html';
import { ARTICLE_TAGS } from '@kickoff/shared/contracts';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...ARTICLE_TAGS],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan'],
    th: ['colspan'],
  },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }),
  },
};

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, {
    ...OPTIONS,
    allowedAttributes: { ...OPTIONS.allowedAttributes, a: ['href', 'title', 'rel', 'target'] },
  }).trim();
}

/** Plain text of some HTML (for summaries and length checks). */
export function htmlText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Escapes text for a generated article's HTML. */
export function esc(text: string | number): string {
  return String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
