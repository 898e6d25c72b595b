/** A person's face: their portrait (chosen by the server with the portraitAudit rule), else initials. */
import { Avatar } from '@kickoff/shared/ui';
import styles from './user-face.module.css';

export function UserFace({ name, portrait, size = 0.8 }: { name: string; portrait?: string; size?: number }) {
  if (portrait)
    return (
      <img className={styles.face} src={portrait} alt={name} style={{ width: `${size}rem`, height: `${size}rem` }} />
    );
  return <Avatar name={name} size={size} />;
}
