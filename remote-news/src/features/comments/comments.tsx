/**
 * An article's comments: 最新/最热, one level of replies, likes, the composer, more pages on demand.
 * Posting reloads the first page, so a new comment shows at the top of 最新.
 */
import { useState, type ReactNode } from 'react';
import type { CommentSort, NewsComment, NewsCommentPage } from '@kickoff/shared/contracts';
import { useData } from '@kickoff/shared/data';
import { Empty, ErrorView, Loader, showToast, Tabs } from '@kickoff/shared/ui';
import { CommentComposer } from './comment-composer';
import { CommentItem } from './comment-item';
import { useLoginGate } from './use-login-gate';
import styles from './comments.module.css';

const SORTS = [
  { key: 'new' as const, label: '最新' },
  { key: 'hot' as const, label: '最热' },
];

function patch(list: NewsComment[], id: number, f: (c: NewsComment) => NewsComment): NewsComment[] {
  return list.map((c) => (c.id === id ? f(c) : { ...c, replies: patch(c.replies, id, f) }));
}

/** Where a thread's comments come from: an article's or a post's calls. */
export interface ThreadApi {
  /** names the thread in the data cache, e.g. `news:31` */
  key: string;
  load: (sort: CommentSort, page: number) => Promise<NewsCommentPage>;
  add: (text: string, parentId?: number) => Promise<NewsComment>;
  like: (id: number, on: boolean) => Promise<{ likes: number }>;
}

interface Props {
  thread: ThreadApi;
  onPosted: () => void;
  /** what a section is called: 评论, or 回答 for a question */
  noun?: string;
  /** extra parts of a top-level comment (an accepted mark, an accept button) */
  extra?: (c: NewsComment) => ReactNode;
}

export function Comments({ thread, onPosted, noun = '评论', extra }: Props) {
  const [sort, setSort] = useState<CommentSort>('new');
  const first = useData(['comments', thread.key, sort], () => thread.load(sort, 1));
  const [more, setMore] = useState<NewsCommentPage | null>(null);
  const [replyTo, setReplyTo] = useState<NewsComment | null>(null);
  const gate = useLoginGate();

  const list = [...(first.data?.list ?? []), ...(more?.list ?? [])];
  const next = more ? more.next : (first.data?.next ?? 0);

  const like = (c: NewsComment) =>
    gate(() => {
      const liked = !c.liked;
      thread
        .like(c.id, liked)
        .then(({ likes }) => {
          const f = (x: NewsComment) => ({ ...x, liked, likes });
          first.setData((p) => ({ ...p, list: patch(p.list, c.id, f) }));
          setMore((m) => (m ? { ...m, list: patch(m.list, c.id, f) } : m));
        })
        .catch((err: unknown) => showToast(err instanceof Error ? err.message : '操作失败'));
    });

  const send = async (text: string) => {
    await thread.add(text, replyTo?.id);
    setReplyTo(null);
    setMore(null);
    first.reload();
    onPosted();
  };

  return (
    <section className={styles.section} aria-label={noun}>
      <div className={styles.bar}>
        <h2 className={styles.heading}>
          {noun} {first.data ? first.data.total : ''}
        </h2>
        <Tabs label="评论排序" items={SORTS} active={sort} onChange={(k) => (setSort(k), setMore(null))} />
      </div>
      <CommentComposer replyTo={replyTo} onCancelReply={() => setReplyTo(null)} onSend={send} gate={gate} />
      {first.error && !first.data ? (
        <ErrorView message={`${first.error.message}，请重试`} onRetry={first.reload} />
      ) : !first.data ? (
        <Loader />
      ) : list.length === 0 ? (
        <Empty text={`暂无${noun}，快来抢沙发`} />
      ) : (
        <ul className={styles.list}>
          {list.map((c) => (
            <CommentItem
              key={c.id}
              comment={c}
              onLike={like}
              onReply={(x) => gate(() => setReplyTo(x))}
              extra={extra?.(c)}
            />
          ))}
        </ul>
      )}
      {next > 0 && (
        <button
          type="button"
          className={styles.more}
          onClick={() =>
            thread
              .load(sort, next)
              .then((p) => setMore((m) => ({ ...p, list: [...(m?.list ?? []), ...p.list] })))
              .catch((err: unknown) => showToast(err instanceof Error ? err.message : '加载失败'))
          }
        >
          查看更多{noun}
        </button>
      )}
    </section>
  );
}
