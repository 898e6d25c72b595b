/** 射门图: every shot on a half-pitch (both sides attack the same goal), sized by xG, with the xG totals. */
import type { TrendShot } from '@kickoff/shared/contracts';
import styles from './trend-charts.module.css';

const OUTCOME: Record<TrendShot['outcome'], string> = {
  goal: '进球',
  saved: '射正',
  off: '射偏',
  cancelled: '进球无效',
};
const LOOK: Record<TrendShot['outcome'], string | undefined> = {
  goal: styles.scored,
  saved: styles.saved,
  off: styles.off,
  cancelled: styles.cancelled,
};
const KIND: Record<TrendShot['kind'], string> = { foot: '脚射', head: '头球', penalty: '点球' };

export function ShotMap({
  shots,
  xg,
  homeName,
  awayName,
}: {
  shots: readonly TrendShot[];
  xg: readonly [number, number];
  homeName: string;
  awayName: string;
}) {
  return (
    <div>
      <div className={styles.sides}>
        <span className={styles.home}>
          {homeName} xG {xg[0].toFixed(2)}
        </span>
        <span className={styles.away}>
          xG {xg[1].toFixed(2)} {awayName}
        </span>
      </div>
      <svg
        className={styles.pitch}
        viewBox="0 -2 68 38"
        role="img"
        data-testid="shot-map"
        data-shots={shots.length}
        aria-label={`射门图，${homeName}射门${shots.filter((s) => s.side === 'home').length}次，${awayName}射门${
          shots.filter((s) => s.side === 'away').length
        }次`}
      >
        <rect className={styles.grass} x={0} y={0} width={68} height={36} />
        <rect className={styles.line} x={13.84} y={0} width={40.32} height={16.5} />
        <rect className={styles.line} x={24.84} y={0} width={18.32} height={5.5} />
        <rect className={styles.mouth} x={30.34} y={-1.5} width={7.32} height={1.5} />
        <circle className={styles.spot} cx={34} cy={11} r={0.3} />
        {shots.map((s, i) => (
          <circle
            key={i}
            cx={34 + s.y}
            cy={s.x}
            r={0.7 + 2.5 * Math.sqrt(s.xg)}
            className={`${styles.shot} ${s.side === 'home' ? styles.shotHome : styles.shotAway} ${LOOK[s.outcome]}`}
          >
            <title>
              {`${s.extra ? `${s.minute}+${s.extra}` : s.minute}' ${s.side === 'home' ? homeName : awayName} ${
                KIND[s.kind]
              } ${OUTCOME[s.outcome]} xG ${s.xg.toFixed(2)}`}
            </title>
          </circle>
        ))}
      </svg>
      <div className={styles.key}>
        <span>● 进球</span>
        <span>◉ 射正</span>
        <span>○ 射偏</span>
        <span>圆越大 xG 越高</span>
      </div>
    </div>
  );
}
