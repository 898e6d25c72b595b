/**
 * The chat's emoji set drawn as pictures from the emoji base url (shared contracts/emoji.ts): the
 * base comes from `/tj/operate/config` (one call through the shared data layer) into the shared app
 * store, and the set's own path until then. Text stays text: a face of the set becomes an <img>
 * whose alt is the character itself (so copying keeps it), everything else is a React text node,
 * never HTML.
 */
import { get, unwrap } from '@kickoff/shared/api';
import { OPERATE_PATHS, EMOJI_PATH, splitEmoji, type OperateConfig, type EmojiItem } from '@kickoff/shared/contracts';
import { useData } from '@kickoff/shared/data';
import { useAppStore } from '@kickoff/shared/stores';
import { mediaUrl } from '../../../lib/media-url';
import styles from './emoji.module.css';

const loadBase = async () => {
  const config = await unwrap(get<OperateConfig>(OPERATE_PATHS.config, { platform: 4, channelId: 4 }));
  if (config.emojiBase) useAppStore.getState().setEmojiBase(config.emojiBase);
  return config.emojiBase;
};

/**
 * The emoji base url the server gives: asked through the shared data layer while the app store has
 * none (every face on the screen shares the one call), the set's own path until it answers.
 */
export function useEmojiBase(): string {
  const held = useAppStore((s) => s.emojiBase);
  const asked = useData<string>(held ? null : ['operate-config-emoji', 4, 4], loadBase);
  return held || asked.data || EMOJI_PATH;
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
