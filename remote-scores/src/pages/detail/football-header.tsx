/** docs/ui.md match detail header on the dark crimson gradient (re-rendered when the header changes only). */
import { memo } from 'react';
import { hasFootballStarted, minuteMark, type FootballMatchHeader } from '@kickoff/shared/contracts';
import { TeamCrest } from '@kickoff/shared/ui';
import { useFlash } from '../../lib/use-flash';
import { useNow } from '../../lib/use-now';
import { dayClock } from '@kickoff/shared/time';
import { footballStatus, pair } from '../../lib/format';
import styles from './detail-header.module.css';

export const FootballHeader = memo(function FootballHeader({
  h,
  onVideo,
  onAnim,
}: {
  h: FootballMatchHeader;
  onVideo: (url: string) => void;
  onAnim: () => void;
}) {
  const now = useNow();
  const started = hasFootballStarted(h.state);
  const flash = useFlash(pair(h.sc));
  const status = footballStatus({ s: h.state, kt: h.kt, timIng: h.timIng }, now);
  return (
    <header className={styles.header} data-testid="detail-header">
      <div className={styles.league}>
        {h.league.name} {h.round}
      </div>
      <div className={styles.body}>
        <div className={styles.team}>
          <TeamCrest name={h.home.name} size={1} />
          <span>{h.home.name}</span>
        </div>
        <div className={styles.mid}>
          {started ? (
            <b className={`${styles.score} ${flash ? styles.flash : ''}`} data-testid="detail-score">
              {pair(h.sc, ' - ')}
            </b>
          ) : (
            <b className={styles.score}>VS</b>
          )}
          <span className={styles.status}>{status ? minuteMark(status) : '未开始'}</span>
          {h.hsc ? <span className={styles.sub}>半场 {pair(h.hsc)}</span> : null}
          <span className={styles.sub}>{dayClock(h.openTime)}</span>
          <div className={styles.pills}>
            {h.video ? (
              <button type="button" className={styles.pill} onClick={() => h.video && onVideo(h.video.url)}>
                视频
              </button>
            ) : null}
            {h.anim ? (
              <button type="button" className={styles.pill} onClick={onAnim}>
                动画
              </button>
            ) : null}
          </div>
        </div>
        <div className={styles.team}>
          <TeamCrest name={h.away.name} size={1} />
          <span>{h.away.name}</span>
        </div>
      </div>
    </header>
  );
});
