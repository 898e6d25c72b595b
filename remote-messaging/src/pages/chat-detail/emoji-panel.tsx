/** The emoji panel: the shipped set (contracts/emoji.ts) drawn from the emoji base url; a tap adds the character. */
import { EMOJI_SET } from '@kickoff/shared/contracts';
import { EmojiImage, useEmojiBase } from '../../features/chat/components/emoji';
import styles from './chat-detail.module.css';

export function EmojiPanel({ onPick }: { onPick: (emoji: string) => void }) {
  const base = useEmojiBase();
  return (
    <div className={styles.emojiPanel} role="listbox" aria-label="表情">
      {EMOJI_SET.map((e) => (
        <button
          key={e.code}
          type="button"
          role="option"
          aria-selected={false}
          aria-label={e.name}
          className={styles.emoji}
          onClick={() => onPick(e.char)}
        >
          <EmojiImage emoji={e} base={base} large />
        </button>
      ))}
    </div>
  );
}
