/**
 * /proposal: the tip feed (`GET /tj/recommend/{code}`, recList + next) — 全部 / 免费 / 付费 / 关注 /
 * 模型 — with entries to the match list (发方案) and the ranks. More pages load as the fan scrolls.
 */
import { useCallback, useState } from 'react';
import { useData } from '@kickoff/shared/data';
import { Link } from '@kickoff/shared/navigation';
import { useAuthStore } from '@kickoff/shared/stores';
import { Empty, ErrorView, Loader, NavBar, Tabs } from '@kickoff/shared/ui';
import { tipFeed } from '../../api/tips-api';
import { Sentinel } from '../../features/feed/sentinel';
import { TipCard } from '../../features/tips/tip-card';
import styles from '../../features/tips/tips.module.css';

const CODES = [
  { key: '0', label: '全部' },
  { key: '1', label: '免费' },
  { key: '2', label: '付费' },
  { key: '3', label: '关注' },
  { key: '4', label: '模型' },
];

function FeedPage({ code, page, last, onMore }: { code: number; page: number; last: boolean; onMore: () => void }) {
  const { data, error, reload } = useData(['tip-feed', code, page], () => tipFeed(code, page));
  if (error && !data) return <ErrorView message={`${error.message}，请重试`} onRetry={reload} />;
  if (!data) return <Loader />;
  if (page === 1 && data.recList.length === 0) return <Empty text={code === 3 ? '关注的专家暂无方案' : '暂无推荐'} />;
  return (
    <>
      <ul className={styles.list}>
        {data.recList.map((t) => (
          <TipCard key={t.id} tip={t} />
        ))}
      </ul>
      {last && data.next > 0 && <Sentinel onVisible={onMore} />}
    </>
  );
}

export default function ProposalPage() {
  const token = useAuthStore((s) => s.token);
  const [code, setCode] = useState('0');
  const [pages, setPages] = useState(1);
  const onMore = useCallback(() => setPages((p) => p + 1), []);
  const codes = token ? CODES : CODES.filter((c) => c.key !== '3');
  return (
    <main>
      <NavBar title="专家推荐" showBack={false} />
      <nav className={styles.links} aria-label="方案入口">
        <Link className={styles.entry} to="/proposal/matchList">
          赛事 · 发方案
        </Link>
        <Link className={styles.entry} to="/proposal/rank">
          专家榜
        </Link>
        <Link className={styles.entry} to="/proposal/rank/attention">
          我的关注
        </Link>
      </nav>
      <Tabs label="方案类型" items={codes} active={code} onChange={(k) => (setCode(k), setPages(1))} />
      {Array.from({ length: pages }, (_, i) => (
        <FeedPage key={`${code}-${i}`} code={Number(code)} page={i + 1} last={i + 1 === pages} onMore={onMore} />
      ))}
    </main>
  );
}
