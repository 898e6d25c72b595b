/** /activity/reg: daily check-in through the platform's check-in service, with the week and the streak. */
import { CHECKIN_REWARDS } from '@kickoff/shared/contracts';
import { NavBar } from '@kickoff/shared/ui';
import { DataState } from '@kickoff/shared/data';
import { useCheckin } from '../../features/activity/hooks/use-checkin';
import styles from './activity.module.css';

export default function CheckinPage() {
  const { state, busy, checkIn } = useCheckin();
  return (
    <main>
      <NavBar title="每日签到" />
      <DataState state={state}>
        {(s) => (
          <section className={styles.section}>
            <h2 className={styles.heading}>已连续签到 {s.streak} 天</h2>
            <div className={styles.week}>
              {s.week.map((d) => (
                <span key={d.date} className={`${styles.day} ${d.checked ? styles.checked : ''}`}>
                  {d.date.slice(5)}
                </span>
              ))}
            </div>
            <button type="button" className={styles.drawButton} disabled={busy || s.checkedToday} onClick={checkIn}>
              {s.checkedToday ? '今日已签到' : `签到领 ${s.reward.coin} 金币 + ${s.reward.point} 积分`}
            </button>
            <p className={styles.meta}>
              连续签到第 3 天 {CHECKIN_REWARDS[2]!.point} 积分、第 7 天 {CHECKIN_REWARDS[6]!.coin} 金币 +{' '}
              {CHECKIN_REWARDS[6]!.point} 积分，七天一轮。
            </p>
          </section>
        )}
      </DataState>
    </main>
  );
}
