/**
 * /proposal/matchList: matches not started yet with their tip counts (`POST /tj/expert/match/list`).
 * A signed-in fan applies to be an expert here (审核中 until a moderator decides; approved: 初级专家;
 * refused: 重新申请, the reason in the notice) and writes a tip on a match.
 */
import { useState } from 'react';
import { useNavigate } from '@kickoff/shared/navigation';
import { useAuthStore } from '@kickoff/shared/stores';
import { NavBar, showToast } from '@kickoff/shared/ui';
import { useApplyExpert, useMyExpert, useTipMatches } from '../../features/tips/hooks/use-tips';
import { useLoginGate } from '../../lib/use-login-gate';
import { PagedFeed } from '../../components/paged-feed';
import { PublishSheet } from '../../features/tips/publish-sheet';
import { kickOff } from '../../features/tips/tip-labels';
import styles from '../../features/tips/tips.module.css';

/** matches not started yet, more as the fan scrolls */
function Matches({ onWrite }: { onWrite: (id: number) => void }) {
  const paged = useTipMatches();
  return (
    <PagedFeed paged={paged} emptyText="暂无比赛">
      {(matches) => (
        <ul className={styles.list}>
          {matches.map((m) => (
            <li key={m.id} className={styles.matchRow} data-testid="tip-match">
              <span className={styles.league} style={{ color: m.leagueColor }}>
                {m.league}
              </span>
              <span className={styles.teams}>
                {m.home} VS {m.away}
                <br />
                <span className={styles.count}>
                  {kickOff(m.ot)} · {m.tips}条方案
                </span>
              </span>
              <button type="button" className={styles.followBtn} onClick={() => onWrite(m.id)}>
                发方案
              </button>
            </li>
          ))}
        </ul>
      )}
    </PagedFeed>
  );
}

export default function MatchListPage() {
  const token = useAuthStore((s) => s.token);
  const navigate = useNavigate();
  const gate = useLoginGate();
  const me = useMyExpert(token);
  const applyExpert = useApplyExpert();
  const [writing, setWriting] = useState(0);
  const apply = () =>
    applyExpert('')
      .then(() => (showToast('已提交申请，请等待审核'), me.reload()))
      .catch((e: unknown) => showToast(e instanceof Error ? e.message : '申请失败'));
  const write = (id: number) =>
    gate(() => {
      if (me.data?.application?.status === 'pending') return showToast('专家申请审核中，请耐心等待');
      if (!me.data?.expert) return showToast('请先申请成为专家');
      setWriting(id);
    });
  return (
    <main>
      <NavBar
        title="推荐赛事"
        right={
          token && me.data && !me.data.expert ? (
            me.data.application?.status === 'pending' ? (
              <button type="button" className={styles.write} disabled>
                审核中
              </button>
            ) : (
              <button type="button" className={styles.write} onClick={apply} title={me.data.application?.reason}>
                {me.data.application ? '重新申请' : '申请专家'}
              </button>
            )
          ) : undefined
        }
      />
      {writing > 0 && <PublishSheet matchId={writing} onDone={(id) => navigate(`/proposal/detail?id=${id}`)} />}
      <Matches onWrite={write} />
    </main>
  );
}
