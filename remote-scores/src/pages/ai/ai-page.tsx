/** /live/ai: the prediction for one match (?id=, else the first hot match not over). */
import { useMemo } from 'react';
import { matchPath } from '@kickoff/shared/contracts';
import { Link, useNavigate, useSearchParams } from '@kickoff/shared/navigation';
import { SportSwitch, chromeStyles } from '../../components/list-chrome';
import { OfflineBar, scoresErrorText } from '../../components/offline-bar';
import { DataState } from '@kickoff/shared/data';
import { useAiCandidates } from '../../features/ai/hooks/use-ai-matches';
import { PredictionCard } from './prediction-card';
import { upcoming } from './ai-list-page';
import styles from './ai.module.css';

export default function AiPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const wanted = Number(search.get('id'));
  const list = useAiCandidates();
  const match = useMemo(() => {
    const all = list.data ?? [];
    return all.find((m) => m.id === wanted) ?? upcoming(all)[0];
  }, [list.data, wanted]);
  return (
    <div className={styles.page}>
      <div className={chromeStyles.top}>
        <SportSwitch />
      </div>
      <OfflineBar />
      <p className={styles.intro}>
        AI 预测：由赛前欧指推算两队进球能力（泊松模型），开赛后按比分、时间和红牌实时更新胜平负概率，并用一句话说明。
      </p>
      <DataState
        state={{ ...list, data: match ?? null }}
        isEmpty={(m) => m === null}
        emptyText="暂无可预测的比赛"
        errorText={scoresErrorText}
      >
        {(m) => (
          <>
            {m ? <PredictionCard m={m} onOpen={() => navigate(matchPath('football', m.id))} /> : null}
            <Link to="/live/ai/list" className={styles.more}>
              查看全部预测
            </Link>
          </>
        )}
      </DataState>
    </div>
  );
}
