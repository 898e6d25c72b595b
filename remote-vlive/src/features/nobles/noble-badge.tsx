/** A noble's tier name as a small chip before the nickname. */
import { NOBLE_TIERS } from '@kickoff/shared/contracts/vlive';
import styles from './noble-badge.module.css';

export function nobleName(tier: number): string | null {
  return NOBLE_TIERS.find((t) => t.tier === tier)?.name ?? null;
}

export function NobleBadge({ tier }: { tier: number }) {
  const name = nobleName(tier);
  if (!name) return null;
  return (
    <span className={styles.badge} data-tier={tier} data-testid="noble-badge">
      {name}
    </span>
  );
}
