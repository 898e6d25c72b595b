/**
 * /user/authorHome?id=: an expert's home — description, level (spec names), 模型 mark, fans, the 7-
 * and 30-day records (hit rate, ROI, 连红, 红/黑/走) and the tips, newest first. Follow here is
 * plat 1: the flag on this page flips only after the server said yes; a failure keeps it and shows
 * the server's message.
 */
import { EXPERT_LEVELS, TIP_MARKET_NAMES, TIP_RESULT_NAMES, type ExpertRecord } from '@kickoff/shared/contracts';
import { DataState } from '@kickoff/shared/data';
import { Link, useSearchParams } from '@kickoff/shared/navigation';
import { dayClock } from '@kickoff/shared/time';
import { Avatar, ErrorView, NavBar } from '@kickoff/shared/ui';
import { useAuthorHome } from '../../features/author/hooks/use-author-home';
import { useAuthorTips } from '../../features/author/hooks/use-author-tips';
import styles from './author-home.module.css';

function Record({ r }: { r: ExpertRecord }) {
  return (
    <div className={styles.record} data-testid={`record-${r.days}`}>
      <p className={styles.recordTitle}>近{r.days}天</p>
      <p className={styles.figures}>
        <span>
          <b>{r.hitRate}%</b>命中率
        </span>
        <span>
          <b>{r.roi}%</b>盈利率
        </span>
        <span>
          <b>{r.streak}</b>连红
        </span>
      </p>
      <p className={styles.tally}>
        {r.won}红 {r.lost}黑 {r.push}走 · 共{r.total}场
      </p>
    </div>
  );
}

const failed = (e: Error) => `${e.message}，请重试`;

/** The expert's tips, ten a page: 暂无方案 when there are none, 加载更多 while the server has more. */
function Tips({ eid }: { eid: number }) {
  const paged = useAuthorTips(eid);
  return (
    <DataState state={paged} isEmpty={(tips) => tips.length === 0} emptyText="暂无方案" errorText={failed}>
      {(tips) => (
        <ul className={styles.tips}>
          {tips.map((t) => (
            <li key={t.id} className={styles.tip} data-testid="author-tip">
              <Link className={styles.tipLink} to={`/proposal/detail?id=${t.id}`}>
                <span className={styles.tipTitle}>{t.title}</span>
                <span className={styles.tipMeta}>
                  {t.league} {t.home} VS {t.away} · {dayClock(t.ot)} · {TIP_MARKET_NAMES[t.market]}
                  {t.price > 0 ? ` · ${t.price}金币` : ' · 免费'}
                </span>
                <span className={t.result === 1 || t.result === 4 ? styles.red : styles.result}>
                  {TIP_RESULT_NAMES[t.result]}
                </span>
              </Link>
            </li>
          ))}
          {paged.error && (
            <li>
              <ErrorView message={failed(paged.error)} onRetry={paged.retry} />
            </li>
          )}
          {paged.hasMore && !paged.error && (
            <li className={styles.more}>
              <button type="button" className={styles.moreBtn} disabled={paged.loading} onClick={paged.loadMore}>
                加载更多
              </button>
            </li>
          )}
        </ul>
      )}
    </DataState>
  );
}

export default function AuthorHomePage() {
  const [params] = useSearchParams();
  const eid = Number(params.get('id')) || 0;
  const { head, busy, followError, follow } = useAuthorHome(eid);
  return (
    <DataState state={head} absent={eid ? undefined : '暂无文章'} errorText={failed}>
      {({ expert, records, self }) => (
        <main>
          <NavBar title="作者主页" />
          <header className={styles.head}>
            <Avatar name={expert.nickName} size={1.2} />
            <div className={styles.who}>
              <h1 className={styles.name}>
                {expert.nickName}
                <span className={styles.level}>{EXPERT_LEVELS[expert.level]}</span>
                {expert.model === 1 && <span className={styles.model}>模型</span>}
              </h1>
              <p className={styles.desc}>{expert.description || '这位专家还没有写简介'}</p>
              <p className={styles.fans}>粉丝 {expert.fans}</p>
            </div>
            {self === 0 && (
              <button
                type="button"
                className={expert.follow ? styles.following : styles.follow}
                aria-pressed={expert.follow === 1}
                disabled={busy}
                onClick={follow}
              >
                {expert.follow ? '已关注' : '+ 关注'}
              </button>
            )}
          </header>
          {followError && (
            <p className={styles.error} role="alert">
              {followError}
            </p>
          )}
          <section className={styles.records} aria-label="战绩">
            {records.map((r) => (
              <Record key={r.days} r={r} />
            ))}
          </section>
          <h2 className={styles.section}>全部方案</h2>
          <Tips eid={eid} />
        </main>
      )}
    </DataState>
  );
}
