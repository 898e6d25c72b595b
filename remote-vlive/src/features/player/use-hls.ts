/**
 * Plays an HLS URL in a <video>: hls.js wherever the browser has Media Source Extensions — its light
 * build, fetched only here, so the room list never loads it — and the browser's own HLS only where it
 * has none (iPhone Safari). Chromium's own HLS reloads a live playlist as fast as it can answer
 * while it holds under 10 s of video ahead (always, that near the live edge): ~80 requests a second
 * instead of one a target duration, until the server's budget refuses it and the picture stops.
 * Each playback tags its requests to our own server with a viewer id (HLS_VIEWER_PARAM), so the
 * media budgets count it as one viewer. Reports loading → playing, and error (with a retry) when
 * the stream cannot be played.
 */
import { useCallback, useEffect, useState, type RefObject } from 'react';
import { HLS_VIEWER_PARAM } from '@kickoff/shared/contracts/vlive';

export type PlaybackState = 'idle' | 'loading' | 'playing' | 'error';

const HLS_TYPE = 'application/vnd.apple.mpegurl';

interface HlsLike {
  loadSource(url: string): void;
  attachMedia(el: HTMLMediaElement): void;
  on(event: string, cb: (event: string, data: { fatal?: boolean }) => void): void;
  destroy(): void;
}
interface HlsClass {
  new (config: object): HlsLike;
  isSupported(): boolean;
  Events: { ERROR: string };
}

/** hls.js wherever it can play (MSE); the browser's own HLS only where there is no MSE */
function usesHlsJs(el: HTMLVideoElement): boolean {
  return typeof window.MediaSource === 'function' || !el.canPlayType(HLS_TYPE);
}

/** A new viewer id: 128 random bits (getRandomValues works on plain-HTTP LAN addresses too). */
function newViewerId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** `url` with the viewer id in its query (any other parameters kept). */
function withViewer(url: string, viewer: string): string {
  const u = new URL(url, document.baseURI);
  u.searchParams.set(HLS_VIEWER_PARAM, viewer);
  return u.href;
}

let hlsChunk: Promise<HlsClass> | null = null;

/** hls.js, fetched once; a failed fetch (offline) is tried again by the next room or 重试 */
function loadHls(): Promise<HlsClass> {
  if (!hlsChunk) {
    hlsChunk = import(/* webpackChunkName: "hls" */ 'hls.js/light').then(
      (mod: { default: unknown }) => mod.default as HlsClass,
    );
    hlsChunk.catch(() => (hlsChunk = null));
  }
  return hlsChunk;
}

/**
 * Starts fetching hls.js where it will be used: the room page asks as it opens, so the chunk comes
 * while the room and its stream address are still being fetched, not after.
 */
export function preloadHls(): void {
  if (usesHlsJs(document.createElement('video'))) void loadHls();
}

/**
 * `ownServer`: the URL is our server's HLS, whose requests carry the viewer id (another origin's
 * stream is asked for as it is).
 */
export function useHls(
  video: RefObject<HTMLVideoElement | null>,
  url: string | null,
  ownServer = true,
): {
  state: PlaybackState;
  retry: () => void;
} {
  const [attempt, setAttempt] = useState(0);
  // the state belongs to one url and attempt; a new one starts at loading
  const key = url ? `${attempt}#${url}` : '';
  const [seen, setSeen] = useState<{ key: string; state: PlaybackState }>({ key: '', state: 'idle' });
  const state: PlaybackState = !url ? 'idle' : seen.key === key ? seen.state : 'loading';

  useEffect(() => {
    const el = video.current;
    if (!el || !url) return undefined;
    const setState = (next: PlaybackState | ((s: PlaybackState) => PlaybackState)) =>
      setSeen((prev) => {
        const current = prev.key === key ? prev.state : 'loading';
        return { key, state: typeof next === 'function' ? next(current) : next };
      });
    let hls: HlsLike | null = null;
    let gone = false;
    const onPlaying = () => setState('playing');
    const onWaiting = () => setState((s) => (s === 'error' ? s : 'loading'));
    const onError = () => setState('error');
    el.addEventListener('playing', onPlaying);
    el.addEventListener('waiting', onWaiting);
    el.addEventListener('error', onError);
    const play = () => void el.play().catch(() => undefined);
    const viewer = newViewerId();
    const tag = (u: string) => (ownServer ? withViewer(u, viewer) : u);

    if (!usesHlsJs(el)) {
      // the browser's own player asks for segments itself: only the playlist carries the id
      el.setAttribute('src', tag(url));
      play();
    } else {
      loadHls().then(
        (Hls) => {
          if (gone) return;
          if (!Hls.isSupported()) {
            setState('error');
            return;
          }
          // 3 s behind the live edge, as the HLS rule has it; more than 5 s behind (a stall), it
          // jumps back, and smaller gaps close by playing up to 10 % faster (e2e/bench/room-video.ts)
          hls = new Hls({
            liveSyncDuration: 3,
            liveMaxLatencyDuration: 5,
            maxLiveSyncPlaybackRate: 1.1,
            maxBufferLength: 10,
            backBufferLength: 10,
            // the first segment is fetched while the video element is still being set up
            startFragPrefetch: true,
            // every playlist and segment request names this playback (opened here, hls.js sends it)
            xhrSetup: (xhr: XMLHttpRequest, requestUrl: string) => xhr.open('GET', tag(requestUrl), true),
          });
          hls.on(Hls.Events.ERROR, (_e, data) => {
            if (data.fatal) setState('error');
          });
          hls.attachMedia(el);
          hls.loadSource(url);
          play();
        },
        () => !gone && setState('error'),
      );
    }
    return () => {
      gone = true;
      el.removeEventListener('playing', onPlaying);
      el.removeEventListener('waiting', onWaiting);
      el.removeEventListener('error', onError);
      hls?.destroy();
      el.removeAttribute('src');
      el.load();
    };
  }, [video, url, key, ownServer]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
