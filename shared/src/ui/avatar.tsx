/** docs/ui.md avatar: initials on a colour from the name's hash, drawn inline — nothing downloaded. */
import styles from './generated.module.css';
import { initials, paletteVar } from './name-color';

export interface AvatarProps {
  name: string;
  /** size in rem */
  size?: number;
}

export function Avatar({ name, size = 0.8 }: AvatarProps) {
  const text = initials(name);
  return (
    <svg
      className={styles.avatar}
      viewBox="0 0 100 100"
      role="img"
      aria-label={name || '用户'}
      style={{ width: `${size}rem`, height: `${size}rem` }}
    >
      <circle cx="50" cy="50" r="50" fill={paletteVar(name)} data-testid="avatar-fill" />
      <text
        className={styles.initials}
        x="50"
        y="50"
        dy="0.35em"
        textAnchor="middle"
        fontSize={text.length > 1 ? 38 : 46}
      >
        {text}
      </text>
    </svg>
  );
}
