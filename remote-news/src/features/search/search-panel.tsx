/** 搜索: articles and community posts holding every word typed, as their cards. */
import { useState, type FormEvent } from 'react';
import { DataState, useData } from '@kickoff/shared/data';

import { NewsCard } from '../../components/news-card';
import { PostCard } from '../../components/post-card';
import { newsErrorText } from '../../lib/error-text';
import { searchAll } from './search-api';
import styles from './search-panel.module.css';

function Results({ q, column }: { q: string; column: number }) {
  const found = useData(['search', q], () => searchAll(q));
  return (
    <DataState
      state={found}
      isEmpty={(d) => !d.news.length && !d.posts.length}
      emptyText="没有找到相关内容"
      errorText={newsErrorText}
    >
      {(data) => {
        return (
          <>
            {data.news.length > 0 && (
              <section aria-label="资讯结果">
                <h2 className={styles.heading}>资讯</h2>
                <ul className={styles.list}>
                  {data.news.map((n) => (
                    <NewsCard key={n.id} item={n} column={column} />
                  ))}
                </ul>
              </section>
            )}
            {data.posts.length > 0 && (
              <section aria-label="帖子结果">
                <h2 className={styles.heading}>帖子</h2>
                <ul className={styles.list}>
                  {data.posts.map((p) => (
                    <PostCard key={p.id} post={p} />
                  ))}
                </ul>
              </section>
            )}
          </>
        );
      }}
    </DataState>
  );
}

export default function SearchPanel({ column, onClose }: { column: number; onClose: () => void }) {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setQ(text.trim());
  };
  return (
    <div className={styles.panel}>
      <form className={styles.bar} role="search" onSubmit={submit}>
        <input
          className={styles.input}
          type="search"
          aria-label="搜索资讯和帖子"
          placeholder="搜索资讯、帖子"
          maxLength={50}
          value={text}
          onChange={(e) => setText(e.target.value)}
          autoFocus
        />
        <button type="button" className={styles.cancel} onClick={onClose}>
          取消
        </button>
      </form>
      {q && <Results q={q} column={column} />}
    </div>
  );
}
