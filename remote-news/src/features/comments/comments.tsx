/**
 * An article's comments: 最新/最热, one level of replies, likes, the composer, more pages on demand.
 * Posting reloads the first page, so a new comment shows at the top of 最新.
 */
import { useEffect, useState, type ReactNode } from 'react';
import type { CommentSort, NewsComment, NewsCommentPage } from '@kickoff/shared/contracts';
import { DataState } from '@kickoff/shared/data';
import { usePagedData } from '@kickoff/shared/paged-data';
import { showToast, Tabs } from '@kickoff/shared/ui';
import { CommentComposer } from './comment-composer';
import { CommentItem } from './comment-item';
import { useLoginGate } from '../../lib/use-login-gate';
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
  const paged = usePagedData(['comments', thread.key, sort], (page) => thread.load(sort, page));
  const { error, setData } = paged;
  const [replyTo, setReplyTo] = useState<NewsComment | null>(null);
  const gate = useLoginGate();

  const shown = paged.data !== undefined;
  // a further page that failed says so in a toast; the comments stay and the button asks it again
  useEffect(() => {
    if (error && shown) showToast(error.message || '加载失败');
  }, [error, shown]);

  const like = (c: NewsComment) =>
    gate(() => {
      const liked = !c.liked;
      thread
        .like(c.id, liked)
        .then(({ likes }) => {
          const f = (x: NewsComment) => ({ ...x, liked, likes });
          setData((list) => patch(list, c.id, f));
        })
        .catch((err: unknown) => showToast(err instanceof Error ? err.message : '操作失败'));
    });

  const send = async (text: string) => {
    await thread.add(text, replyTo?.id);
    setReplyTo(null);
    paged.reload();
    onPosted();
  };

  return (
    <section className={styles.section} aria-label={noun}>
      <div className={styles.bar}>
        <h2 className={styles.heading}>
          {noun} {paged.first ? paged.first.total : ''}
        </h2>
        <Tabs label="评论排序" items={SORTS} active={sort} onChange={setSort} />
      </div>
      <CommentComposer replyTo={replyTo} onCancelReply={() => setReplyTo(null)} onSend={send} gate={gate} />
      <DataState
        state={paged}
        isEmpty={(list) => list.length === 0}
        emptyText={`暂无${noun}，快来抢沙发`}
        errorText={(e) => `${e.message}，请重试`}
      >
        {(list) => (
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
      </DataState>
      {paged.hasMore && (
        <button type="button" className={styles.more} onClick={paged.loadMore}>
          查看更多{noun}
        </button>
      )}
    </section>
  );
}
