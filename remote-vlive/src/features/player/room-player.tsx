/**
 * The room's video: muted autoplay (browsers allow only that) with a tap-to-unmute button, full
 * screen for the player and its overlays, 加载中 while it starts, an error line with 重试, and the
 * 暂无视频 poster while the room has no video (code 20001) — asked again every few seconds, since a
 * room's picture may still be being prepared — or 主播暂时离开 while the anchor's stream is lost (the
 * picture returns by itself when it comes back). A replay reports its broadcast and the video's time,
 * which drives the replayed chat.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ROOM_AWAY_TEXT, type RoomReplay, type RoomStatus } from '@kickoff/shared/contracts/vlive';
import { useData } from '@kickoff/shared/data';
import { mediaUrl } from '../../lib/media-url';
import { ReplaySeek } from './replay-seek';
import { getStream } from './stream-api';
import { useHls } from './use-hls';
import styles from './room-player.module.css';

const POLL_NO_VIDEO_MS = 4_000;

export interface RoomPlayerProps {
  roomId: number;
  status: RoomStatus;
  /** on air with the anchor's signal lost: ROOM_AWAY_TEXT in place of the picture until it returns */
  away?: boolean;
  /** drawn over the picture (danmaku, gift effects) and kept in full screen */
  overlay?: ReactNode;
  /** extra controls in the player's bar */
  controls?: ReactNode;
  /** play this ended broadcast of the room (else what the room's status says) */
  replayId?: number | null;
  /** the broadcast a replay plays, once the stream says */
  onReplay?: (replay: RoomReplay) => void;
  /** the video's time, on every timeupdate and seek */
  onTime?: (seconds: number) => void;
}

export function RoomPlayer({
  roomId,
  status,
  away = false,
  overlay,
  controls,
  replayId = null,
  onReplay,
  onTime,
}: RoomPlayerProps) {
  const box = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const [noVideo, setNoVideo] = useState(false);
  const load = () =>
    getStream(roomId, replayId).then((s) => {
      setNoVideo(s === null);
      return s;
    });
  const { data: stream, error } = useData(['vlive-stream', roomId, status, away, replayId], load, {
    refreshMs: noVideo ? POLL_NO_VIDEO_MS : 0,
  });
  const replay = stream?.replay;
  const replayRef = useRef(onReplay);
  const timeRef = useRef(onTime);
  useEffect(() => {
    replayRef.current = onReplay;
    timeRef.current = onTime;
  });
  useEffect(() => {
    if (replay) replayRef.current?.(replay);
  }, [replay]);
  useEffect(() => {
    const el = video.current;
    if (!el) return undefined;
    const tell = () => timeRef.current?.(el.currentTime);
    el.addEventListener('timeupdate', tell);
    el.addEventListener('seeking', tell);
    return () => {
      el.removeEventListener('timeupdate', tell);
      el.removeEventListener('seeking', tell);
    };
  }, []);
  const url = stream ? mediaUrl(stream.url) : null;
  const { state, retry } = useHls(video, url, stream?.kind !== 'external');
  const [muted, setMuted] = useState(true);

  const unmute = () => {
    if (!video.current) return;
    video.current.muted = false;
    setMuted(false);
    void video.current.play().catch(() => undefined);
  };
  const fullScreen = () => {
    const el = box.current;
    if (!el) return;
    if (document.fullscreenElement) void document.exitFullscreen();
    else if (el.requestFullscreen) void el.requestFullscreen().catch(() => undefined);
    else
      (video.current as (HTMLVideoElement & { webkitEnterFullscreen?: () => void }) | null)?.webkitEnterFullscreen?.();
  };

  return (
    <div className={styles.player} ref={box} data-testid="room-player">
      <video
        ref={video}
        className={styles.video}
        muted={muted}
        autoPlay
        playsInline
        aria-label={replayId || status === 'replay' ? '回放画面' : '直播画面'}
        data-state={state}
      />
      {stream === null && (
        <div className={styles.poster} role="status">
          {away && !replayId ? ROOM_AWAY_TEXT : '暂无视频'}
        </div>
      )}
      {stream !== null && !stream && error && (
        <div className={styles.poster} role="status">
          视频加载失败
        </div>
      )}
      {url && state === 'loading' && (
        <div className={styles.poster} role="status">
          加载中
        </div>
      )}
      {url && state === 'error' && (
        <div className={styles.poster} role="alert">
          <span>视频播放失败</span>
          <button type="button" className={styles.retry} onClick={retry}>
            重试
          </button>
        </div>
      )}
      {overlay}
      <div className={styles.bar}>
        {url && muted && (
          <button type="button" className={styles.control} onClick={unmute}>
            点击开启声音
          </button>
        )}
        {stream?.kind === 'vod' ? <ReplaySeek video={video} /> : <span className={styles.spacer} />}
        {controls}
        <button type="button" className={styles.control} onClick={fullScreen} aria-label="全屏">
          全屏
        </button>
      </div>
    </div>
  );
}
