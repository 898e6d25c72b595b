/** docs/ui.md crest: a shield in a colour from the team name's hash with its initials — no image download. */
import styles from './generated.module.css';
import { initials, paletteVar } from './name-color';

export function TeamCrest({ name, size = 0.6 }: { name: string; size?: number }) {
  const text = initials(name, 2);
  return (
    <svg
      className={styles.crest}
      viewBox="0 0 100 116"
      role="img"
      aria-label={`${name}队徽`}
      style={{ width: `${size}rem`, height: `${size * 1.16}rem` }}
    >
      <path
        d="M50 2 L96 16 V58 C96 86 74 104 50 114 C26 104 4 86 4 58 V16 Z"
        fill={paletteVar(name)}
        data-testid="crest-fill"
      />
      <path className={styles.crestEdge} d="M50 10 L88 22 V58 C88 82 70 97 50 105 C30 97 12 82 12 58 V22 Z" />
      <text
        className={styles.initials}
        x="50"
        y="56"
        dy="0.35em"
        textAnchor="middle"
        fontSize={text.length > 1 ? 30 : 42}
      >
        {text}
      </text>
    </svg>
  );
}
