/** One tip in a list: expert (level, 模型), match, title, market and pick (or 🔒 price), result stamp. */
import type { Recommendation } from '@kickoff/shared/contracts';
import { Link } from '@kickoff/shared/navigation';
import { Avatar } from '@kickoff/shared/ui';
import { TIP_MARKET_NAMES } from '@kickoff/shared/contracts';
import { kickOff, levelName, priceText, stamp } from './tip-labels';
import styles from './tips.module.css';

export function ExpertTag({ level, model }: { level: Recommendation['expert']['level']; model: 0 | 1 }) {
  return (
    <>
      <span className={styles.level}>{levelName(level)}</span>
      {model === 1 && <span className={styles.model}>模型</span>}
    </>
  );
}

export function TipCard({ tip }: { tip: Recommendation }) {
  const s = stamp(tip.result);
  return (
    <li className={styles.card} data-testid="tip-card">
      <Link className={styles.cardLink} to={`/proposal/detail?id=${tip.id}`}>
        <p className={styles.head}>
          <Avatar name={tip.expert.nickName} size={0.56} />
          <span className={styles.nick}>{tip.expert.nickName}</span>
          <ExpertTag level={tip.expert.level} model={tip.expert.model} />
          <span className={tip.price > 0 ? styles.price : styles.free}>{priceText(tip.price)}</span>
        </p>
        {/* the tips' list is the page's own, under its title (h1) */}
        <h2 className={styles.title}>{tip.title}</h2>
        <p className={styles.match}>
          <span className={styles.league} style={{ color: tip.leagueColor }}>
            {tip.league}
          </span>
          {tip.home} VS {tip.away}
          <span className={styles.time}>{kickOff(tip.ot)}</span>
        </p>
        <p className={styles.pickLine}>
          <span className={styles.market}>{TIP_MARKET_NAMES[tip.market]}</span>
          {tip.locked ? (
            <span className={styles.locked}>付费查看选项</span>
          ) : (
            <span className={styles.pick}>
              {tip.pickLabel} @{tip.odds}
            </span>
          )}
        </p>
        {s.text && <span className={`${styles.stamp} ${styles[s.tone]}`}>{s.text}</span>}
      </Link>
    </li>
  );
}
