/**
 * /news/{type}/{id}: the article — title, column tag, author, time, body, the match it is about,
 * like and save (into the floating news shortcut), related stories, then the comments.
 */
import { useEffect, useState } from 'react';
import type { NewsDetail } from '@kickoff/shared/contracts';
import { recordView } from '@kickoff/shared/api';
import { useParams } from '@kickoff/shared/navigation';
import { useNewsStore } from '@kickoff/shared/stores';
import { relativeTimeZh } from '@kickoff/shared/relative-time';
import { Empty, ErrorView, Loader, NavBar, showToast } from '@kickoff/shared/ui';
import { useArticle, useLikeNews } from '../../features/article/hooks/use-article';
import { useArticleThread } from '../../features/comments/hooks/use-thread';
import { MatchCard } from '../../features/article/match-card';
import { RichText } from '../../features/article/rich-text';
import { Comments } from '../../features/comments/comments';
import { useLoginGate } from '../../lib/use-login-gate';
import { NewsCard } from '../../components/news-card';
import { isSaved, toggleSaved } from '../../features/saved/saved-news';
import { mediaUrl } from '../../lib/media-url';
import styles from './article-page.module.css';

function Article({
  article,
  column,
  onChange,
}: {
  article: NewsDetail;
  column: number;
  onChange: (d: NewsDetail) => void;
}) {
  const gate = useLoginGate();
  const likeNews = useLikeNews();
  const thread = useArticleThread(article.id);
  const saveItem = { tag: article.tag, title: article.title, link1: 'zx', type: column, id: article.id };
  const [saved, setSaved] = useState(() => isSaved(saveItem));
  const like = () =>
    gate(() => {
      likeNews(article.id, !article.liked)
        .then(({ likes, liked }) => onChange({ ...article, likes, liked }))
        .catch((err: unknown) => showToast(err instanceof Error ? err.message : '操作失败'));
    });
  const save = () => {
    const now = toggleSaved(saveItem);
    setSaved(now);
    showToast(now ? '已收藏到资讯快捷栏' : '已取消收藏');
  };
  return (
    <>
      <article className={styles.article}>
        <h2 className={styles.title}>{article.title}</h2>
        <p className={styles.meta}>
          <span className={styles.tag}>{article.tag}</span>
          <span>{article.author}</span>
          <span>{relativeTimeZh(article.publishTime * 1000)}</span>
          <span className={styles.views}>{article.views} 阅读</span>
        </p>
        {article.match ? (
          <MatchCard match={article.match} />
        ) : (
          article.cover && <img className={styles.cover} src={mediaUrl(article.cover)} alt="" />
        )}
        <RichText className={styles.body} html={article.content} />
        <div className={styles.actions}>
          <button
            type="button"
            className={article.liked ? styles.on : styles.action}
            aria-pressed={article.liked}
            onClick={like}
          >
            点赞 {article.likes}
          </button>
          <button type="button" className={saved ? styles.on : styles.action} aria-pressed={saved} onClick={save}>
            {saved ? '已收藏' : '收藏'}
          </button>
        </div>
      </article>
      {article.related.length > 0 && (
        <section className={styles.related} aria-label="相关资讯">
          <h2 className={styles.heading}>相关资讯</h2>
          <ul className={styles.list}>
            {article.related.map((r) => (
              <NewsCard key={r.id} item={r} column={column} />
            ))}
          </ul>
        </section>
      )}
      <Comments thread={thread} onPosted={() => onChange({ ...article, comments: article.comments + 1 })} />
    </>
  );
}

export default function ArticlePage() {
  const params = useParams();
  const id = Number(params.id);
  const column = Number(params.type) || 1002;
  const valid = Number.isInteger(id) && id > 0;
  const detail = useArticle(id, valid);
  const setDetail = useNewsStore((s) => s.setTypeInfoDetail);
  useEffect(() => {
    if (valid) recordView('news', id);
  }, [id, valid]);
  useEffect(() => {
    setDetail(detail.data ?? null);
  }, [detail.data, setDetail]);
  return (
    <main className={styles.page}>
      <NavBar title="资讯详情" />
      {!valid || (detail.error && /不存在/.test(detail.error.message)) ? (
        <Empty text="该资讯不存在或已删除" />
      ) : detail.data ? (
        <Article article={detail.data} column={column} onChange={(d) => detail.setData(() => d)} />
      ) : detail.error ? (
        <ErrorView message={`${detail.error.message}，请重试`} onRetry={detail.reload} />
      ) : (
        <Loader />
      )}
    </main>
  );
}
