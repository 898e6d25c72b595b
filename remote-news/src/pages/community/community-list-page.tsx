/**
 * /community and /community/list: the 圈子 chips, 全部/帖子/问答, the posts newest first (more as
 * the fan scrolls), and 发帖 for signed-in fans. `?board=` keeps the chosen 圈子 in the URL.
 */
import { useState } from 'react';
import type { PostKind } from '@kickoff/shared/contracts';
import { useNavigate, useSearchParams } from '@kickoff/shared/navigation';
import { NavBar, Tabs } from '@kickoff/shared/ui';
import { useBoards, usePostList } from '../../features/community/hooks/use-community';
import { PostCard } from '../../components/post-card';
import { PostComposer } from '../../features/community/post-composer';
import { postHref } from '../../components/post-href';
import { useLoginGate } from '../../lib/use-login-gate';
import { PagedFeed } from '../../components/paged-feed';
import styles from './community.module.css';

type Filter = 'all' | PostKind;
const FILTERS = [
  { key: 'all' as const, label: '全部' },
  { key: 'post' as const, label: '帖子' },
  { key: 'question' as const, label: '问答' },
];

/** the posts of one 圈子 and kind, more as the fan scrolls */
function Posts({ board, kind }: { board: number; kind: Filter }) {
  const paged = usePostList(board, kind);
  return (
    <PagedFeed paged={paged} emptyText="暂无帖子">
      {(posts) => (
        <ul className={styles.list}>
          {posts.map((p) => (
            <PostCard key={p.id} post={p} level={2} />
          ))}
        </ul>
      )}
    </PagedFeed>
  );
}

export default function CommunityListPage({ title = '社区' }: { title?: string }) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const board = Number(params.get('board')) || 0;
  const [kind, setKind] = useState<Filter>('all');
  const [writing, setWriting] = useState(false);
  const gate = useLoginGate();
  const list = useBoards();
  const choose = (id: number) => setParams(id ? { board: String(id) } : {});
  return (
    <main>
      <NavBar
        title={title}
        showBack={false}
        right={
          <button type="button" className={styles.write} onClick={() => gate(() => setWriting(true))}>
            发帖
          </button>
        }
      />
      <nav className={styles.boards} aria-label="圈子">
        {[{ id: 0, name: '全部圈子' }, ...(list.data ?? [])].map((b) => (
          <button
            key={b.id}
            type="button"
            className={b.id === board ? styles.boardOn : styles.board}
            aria-pressed={b.id === board}
            onClick={() => choose(b.id)}
          >
            {b.name}
          </button>
        ))}
      </nav>
      <Tabs label="帖子类型" items={FILTERS} active={kind} onChange={setKind} />
      {writing && list.data && (
        <PostComposer
          boards={list.data}
          boardId={board || 1}
          onCancel={() => setWriting(false)}
          onDone={(code) => navigate(postHref({ kind: 'post', code }))}
        />
      )}
      <Posts board={board} kind={kind} />
    </main>
  );
}
