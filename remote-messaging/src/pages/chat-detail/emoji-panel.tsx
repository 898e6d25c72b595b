/** The emoji set shipped with the page (Unicode, drawn by the phone's own font: nothing downloaded). */
import styles from './chat-detail.module.css';

export const EMOJI = [
  '😀',
  '😂',
  '🤣',
  '😊',
  '😍',
  '😎',
  '🤔',
  '😅',
  '😭',
  '😡',
  '👍',
  '👎',
  '👏',
  '🙏',
  '💪',
  '🤝',
  '🔥',
  '🎉',
  '❤️',
  '💔',
  '⚽',
  '🏀',
  '🏆',
  '🥇',
  '📣',
  '🍺',
  '😴',
  '🤯',
  '😱',
  '🙈',
  '✌️',
  '👌',
] as const;

export function EmojiPanel({ onPick }: { onPick: (emoji: string) => void }) {
  return (
    <div className={styles.emojiPanel} role="listbox" aria-label="表情">
      {EMOJI.map((e) => (
        <button
          key={e}
          type="button"
          role="option"
          aria-selected={false}
          className={styles.emoji}
          onClick={() => onPick(e)}
        >
          {e}
        </button>
      ))}
    </div>
  );
}
