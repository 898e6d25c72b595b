/**
 * The assistant's markdown, drawn as React elements — never as HTML, so nothing in an answer can
 * become markup or script. Supported: paragraphs, `-`/`1.` lists, `#` headings, **bold**,
 * `code`, and links; a link opens inside the suite when it is a path, in a new tab when http(s),
 * and is plain text otherwise (javascript: and the like).
 */
import { Fragment, type ReactNode } from 'react';
import { Link } from '@kickoff/shared/navigation';
import styles from './markdown.module.css';

const INLINE = /(\*\*[^*]+\*\*|`[^`]+`|\[[^\]]+\]\([^)\s]+\))/g;

// a path inside the suite: one leading slash and no backslash anywhere (browsers read `/\\host` as `//host`)
const IN_SUITE_PATH = /^\/(?![/\\])[^\\]*$/;

function inline(text: string, key: string): ReactNode[] {
  return text
    .split(INLINE)
    .filter(Boolean)
    .map((part, i) => {
      const k = `${key}-${i}`;
      if (part.startsWith('**') && part.endsWith('**')) return <strong key={k}>{part.slice(2, -2)}</strong>;
      if (part.startsWith('`') && part.endsWith('`')) return <code key={k}>{part.slice(1, -1)}</code>;
      const link = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(part);
      if (link) {
        const [, label, href] = link as unknown as [string, string, string];
        if (IN_SUITE_PATH.test(href))
          return (
            <Link key={k} to={href} className={styles.link}>
              {label}
            </Link>
          );
        if (/^https?:\/\//i.test(href))
          return (
            <a key={k} href={href} target="_blank" rel="noopener noreferrer nofollow" className={styles.link}>
              {label}
            </a>
          );
        return <Fragment key={k}>{label}</Fragment>;
      }
      return <Fragment key={k}>{part}</Fragment>;
    });
}

export function Markdown({ text }: { text: string }) {
  const blocks: ReactNode[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;
  const flush = () => {
    if (!list) return;
    const items = list.items.map((it, i) => <li key={i}>{inline(it, `li${blocks.length}-${i}`)}</li>);
    blocks.push(list.ordered ? <ol key={blocks.length}>{items}</ol> : <ul key={blocks.length}>{items}</ul>);
    list = null;
  };
  for (const raw of text.split('\n')) {
    const line = raw.trimEnd();
    const bullet = /^\s*[-*]\s+(.*)$/.exec(line);
    const numbered = /^\s*\d+[.)]\s+(.*)$/.exec(line);
    if (bullet || numbered) {
      const ordered = Boolean(numbered);
      if (list && list.ordered !== ordered) flush();
      list ??= { ordered, items: [] };
      list.items.push((bullet ?? numbered)![1]!);
      continue;
    }
    flush();
    if (!line.trim()) continue;
    const heading = /^(#{1,3})\s+(.*)$/.exec(line);
    if (heading) blocks.push(<h3 key={blocks.length}>{inline(heading[2]!, `h${blocks.length}`)}</h3>);
    else blocks.push(<p key={blocks.length}>{inline(line, `p${blocks.length}`)}</p>);
  }
  flush();
  return <div className={styles.md}>{blocks}</div>;
}
