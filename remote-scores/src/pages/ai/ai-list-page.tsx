/** /live/ai/list: AI predictions for today's football matches that are not over. */
import { useMemo } from 'react';
import { isFootballLive, isUpcoming, type FootballListMatch } from '@kickoff/shared/contracts';
import { useNavigate } from '@kickoff/shared/navigation';
import { SportSwitch, chromeStyles } from '../../components/list-chrome';
import { OfflineBar, scoresErrorText } from '../../components/offline-bar';
import { DataState } from '@kickoff/shared/data';
import { useLiveFootball } from '../../features/ai/hooks/use-ai-matches';
import { PredictionCard } from './prediction-card';
import styles from './ai.module.css';

export const AI_LIST_MAX = 30;

export function upcoming(list: readonly FootballListMatch[]): FootballListMatch[] {
  return list.filter((m) => isUpcoming(m.s) || isFootballLive(m.s)).slice(0, AI_LIST_MAX);
}

export default function AiListPage() {
  const navigate = useNavigate();
  const list = useLiveFootball();
  const matches = useMemo(() => upcoming(list.data ?? []), [list.data]);
  return (
    <div className={styles.page}>
      <div className={chromeStyles.top}>
        <SportSwitch />
      </div>
      <OfflineBar />
      <p className={styles.intro}>
        与比赛详情的胜率走势同一模型：赛前各公司欧指去除抽水后取平均，推算两队进球能力；开赛后按比分、剩余时间和红牌更新。仅供参考。
      </p>
      <DataState
        state={{ ...list, data: matches }}
        isEmpty={(rows) => rows.length === 0}
        emptyText="暂无可预测的比赛"
        errorText={scoresErrorText}
      >
        {(rows) => rows.map((m) => <PredictionCard key={m.id} m={m} onOpen={() => navigate(`/live/ai?id=${m.id}`)} />)}
      </DataState>
    </div>
  );
}
