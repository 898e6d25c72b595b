/**
 * The chat's emoji set drawn as pictures from the emoji base url (shared contracts/emoji.ts): the
 * base comes from `/tj/operate/config` into the shared app store once, and the set's own path until
 * then. Text stays text: a face of the set becomes an <img> whose alt is the character itself (so
 * copying keeps it), everything else is a React text node, never HTML.
 */
import { useEffect } from 'react';
import { get } from '@kickoff/shared/api';
import { OPERATE_PATHS, EMOJI_PATH, splitEmoji, type OperateConfig, type EmojiItem } from '@kickoff/shared/contracts';
import { useAppStore } from '@kickoff/shared/stores';
import { mediaUrl } from './im-api';
import styles from './emoji.module.css';

let asked = false;

/** The emoji base url the server gives (asked once per page load). */
export function useEmojiBase(): string {
  const base = useAppStore((s) => s.emojiBase);
  const setBase = useAppStore((s) => s.setEmojiBase);
  useEffect(() => {
    if (base || asked) return;
    asked = true;
    get<OperateConfig>(OPERATE_PATHS.config, { platform: 4, channelId: 4 })
      .then((env) => {
        if (env.code === 200 && env.data?.emojiBase) setBase(env.data.emojiBase);
      })
      .catch(() => {
        asked = false;
      });
  }, [base, setBase]);
  return base || EMOJI_PATH;
}

const emojiSrc = (base: string, e: EmojiItem) => mediaUrl(`${base}${e.code}.svg`);

export function EmojiImage({ emoji, base, large }: { emoji: EmojiItem; base: string; large?: boolean }) {
  return (
    <img
      className={large ? styles.large : styles.inline}
      src={emojiSrc(base, emoji)}
      alt={emoji.char}
      title={emoji.name}
      draggable={false}
    />
  );
}

/** Text with the set's faces drawn as pictures. */
export function EmojiText({ text }: { text: string }) {
  const base = useEmojiBase();
  return (
    <>
      {splitEmoji(text).map((run, i) =>
        'text' in run ? run.text : <EmojiImage key={i} emoji={run.emoji} base={base} />,
      )}
    </>
  );
}
