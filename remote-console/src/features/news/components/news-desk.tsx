/**
 * 资讯: every article — written by the newsroom from match data or by an editor; drafts and
 * unpublished ones too — searched by title and filtered by state; edit or write one (the editor
 * opens above the list), publish / unpublish, pin to the top of 头条. Each action names the version
 * the list showed; a stale one is refused (刷新 shows the current state).
 */
import { useState } from 'react';
import { unwrap } from '@kickoff/shared/api';
import {
  DESK_ARTICLE_STATUS_NAMES,
  NEWS_COLUMNS,
  type DeskArticle,
  type DeskArticlePage,
  type DeskArticleRow,
  type DeskArticleStatus,
  type Envelope,
} from '@kickoff/shared/contracts';
import { useData } from '@kickoff/shared/data';
import styles from '../../../components/console.module.css';
import { ArticleEditor } from './article-editor';
import own from '../../../components/desk.module.css';
import { ResultLine } from '../../../components/result-line';
import { useAction } from '../../../lib/use-action';
import { fetchArticle, fetchArticles, setPinned, setPublished } from '../api';

const KIND_NAMES: Record<string, string> = {
  preview: '赛前前瞻',
  report: '赛后战报',
  roundup: '赛事综述',
  history: '历史回顾',
  editorial: '编辑撰写',
};
const columnName = (id: number) => NEWS_COLUMNS.find((c) => c.id === id)?.name ?? '';
const when = (s: number) =>
  s ? new Date(s * 1000).toLocaleString('zh-CN', { hour12: false, dateStyle: 'short', timeStyle: 'short' }) : '—';

function ArticleRow(props: { row: DeskArticleRow; onEdit: () => void; onChanged: () => void }) {
  const { row } = props;
  const { busy, result, run } = useAction();
  const ref = { id: row.id, version: row.version };
  const act = async <T,>(call: () => Promise<Envelope<T>>) => {
    if (await run(call)) props.onChanged();
  };
  const published = row.status === 'published';
  return (
    <tr data-testid="desk-article">
      <td>{row.id}</td>
      <td>
        <span className={own.title}>{row.title}</span>
        {row.pinned && <span className={own.pin}>头条置顶</span>}
        <div className={styles.muted}>
          {KIND_NAMES[row.kind] ?? row.kind} · {columnName(row.columnId)}
          {row.tag !== columnName(row.columnId) ? ` · ${row.tag}` : ''} · {row.author}
        </div>
      </td>
      <td className={`${own.state} ${published ? styles.live : ''}`}>{DESK_ARTICLE_STATUS_NAMES[row.status]}</td>
      <td>
        {when(row.publishTime)}
        <div className={styles.muted}>阅读 {row.views}</div>
      </td>
      <td>
        <div className={styles.actions}>
          <button type="button" className={styles.button} onClick={props.onEdit}>
            编辑
          </button>
          <button
            type="button"
            className={styles.button}
            disabled={busy}
            onClick={() => void act(() => setPublished({ ...ref, publish: !published }))}
          >
            {published ? '下线' : '发布'}
          </button>
          {(published || row.pinned) && (
            <button
              type="button"
              className={styles.button}
              disabled={busy}
              onClick={() => void act(() => setPinned({ ...ref, pin: !row.pinned }))}
            >
              {row.pinned ? '取消置顶' : '置顶头条'}
            </button>
          )}
        </div>
        <ResultLine result={result} />
      </td>
    </tr>
  );
}

export function NewsDesk() {
  const [filter, setFilter] = useState<{ q: string; status: DeskArticleStatus | 'all'; page: number }>({
    q: '',
    status: 'all',
    page: 1,
  });
  const [typed, setTyped] = useState('');
  const [editing, setEditing] = useState<DeskArticle | null | 'new'>(null);
  const list = useData<DeskArticlePage>(['staff-news', filter.q, filter.status, filter.page], () =>
    unwrap(fetchArticles(filter)),
  );
  const open = useAction();
  const edit = async (id: number) => {
    const article = await open.run(() => fetchArticle({ id }), '');
    if (article) setEditing(article);
  };
  const rows = list.data?.list;
  return (
    <>
      {editing ? (
        <ArticleEditor
          key={editing === 'new' ? 'new' : `${editing.id}-${editing.version}`}
          article={editing === 'new' ? null : editing}
          onSaved={() => list.reload()}
          onClose={() => setEditing(null)}
        />
      ) : (
        <div className={styles.actions}>
          <button type="button" className={styles.primary} onClick={() => setEditing('new')}>
            写文章
          </button>
        </div>
      )}
      <section className={styles.card} aria-label="文章">
        <h2>文章</h2>
        <form
          className={own.filters}
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            setFilter({ ...filter, q: typed.trim(), page: 1 });
          }}
        >
          <input
            aria-label="按标题搜索"
            placeholder="按标题搜索"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
          <select
            aria-label="状态"
            value={filter.status}
            onChange={(e) => setFilter({ ...filter, status: e.target.value as DeskArticleStatus | 'all', page: 1 })}
          >
            <option value="all">全部</option>
            {(Object.keys(DESK_ARTICLE_STATUS_NAMES) as DeskArticleStatus[]).map((s) => (
              <option key={s} value={s}>
                {DESK_ARTICLE_STATUS_NAMES[s]}
              </option>
            ))}
          </select>
          <button type="submit" className={styles.button}>
            搜索
          </button>
          <button type="button" className={styles.button} onClick={() => list.reload()}>
            刷新
          </button>
        </form>
        <ResultLine result={open.result} />
        {list.error && <p className={styles.error}>{list.error.message}</p>}
        {rows && rows.length === 0 && <p className={styles.muted}>没有符合条件的文章</p>}
        {rows && rows.length > 0 && (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th>编号</th>
                  <th>标题</th>
                  <th>状态</th>
                  <th>发布时间</th>
                  <th>操作</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <ArticleRow
                    key={`${r.id}-${r.version}`}
                    row={r}
                    onEdit={() => void edit(r.id)}
                    onChanged={() => list.reload()}
                  />
                ))}
              </tbody>
            </table>
          </div>
        )}
        <div className={own.pager}>
          {filter.page > 1 && (
            <button
              type="button"
              className={styles.button}
              onClick={() => setFilter({ ...filter, page: filter.page - 1 })}
            >
              上一页
            </button>
          )}
          {list.data && list.data.next > 0 && (
            <button
              type="button"
              className={styles.button}
              onClick={() => setFilter({ ...filter, page: list.data!.next })}
            >
              下一页
            </button>
          )}
        </div>
      </section>
    </>
  );
}
