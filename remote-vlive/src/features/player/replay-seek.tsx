/** A replay's own controls in the player's bar: 暂停/播放, a progress slider to seek, and time / length. */
import { useEffect, useState, type RefObject } from 'react';
import { clockOf } from '../../lib/clock';
import styles from './room-player.module.css';

function seekTo(el: HTMLVideoElement, seconds: number): void {
  el.currentTime = seconds;
}

export function ReplaySeek({ video }: { video: RefObject<HTMLVideoElement | null> }) {
  const [time, setTime] = useState(0);
  const [length, setLength] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    const el = video.current;
    if (!el) return undefined;
    const sync = () => {
      setTime(el.currentTime);
      setLength(Number.isFinite(el.duration) ? el.duration : 0);
      setPaused(el.paused);
    };
    const events = ['timeupdate', 'durationchange', 'play', 'pause', 'seeking'] as const;
    for (const e of events) el.addEventListener(e, sync);
    return () => {
      for (const e of events) el.removeEventListener(e, sync);
    };
  }, [video]);

  const toggle = () => {
    const el = video.current;
    if (!el) return;
    if (el.paused) void el.play().catch(() => undefined);
    else el.pause();
  };

  return (
    <>
      <button type="button" className={styles.control} onClick={toggle}>
        {paused ? '播放' : '暂停'}
      </button>
      <input
        className={styles.seek}
        type="range"
        min={0}
        max={Math.max(1, Math.floor(length))}
        step={1}
        value={Math.floor(time)}
        aria-label="回放进度"
        onChange={(e) => {
          const el = video.current;
          if (el) seekTo(el, Number(e.target.value));
        }}
      />
      <span className={styles.clock}>
        {clockOf(time)}/{clockOf(length)}
      </span>
      <span className={styles.spacer} />
    </>
  );
}
