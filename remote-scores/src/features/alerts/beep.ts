/** The goal sound: two short tones made with WebAudio, so no audio file is downloaded. */
type AudioCtor = typeof AudioContext;

let ctx: AudioContext | null = null;

export function beep(): boolean {
  const Ctor = (window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioCtor }).webkitAudioContext) as
    AudioCtor | undefined;
  if (!Ctor) return false;
  try {
    ctx ??= new Ctor();
    const now = ctx.currentTime;
    [0, 0.18].forEach((offset, i) => {
      const osc = ctx!.createOscillator();
      const gain = ctx!.createGain();
      osc.type = 'sine';
      osc.frequency.value = i === 0 ? 880 : 1320;
      gain.gain.setValueAtTime(0.0001, now + offset);
      gain.gain.exponentialRampToValueAtTime(0.3, now + offset + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, now + offset + 0.15);
      osc.connect(gain).connect(ctx!.destination);
      osc.start(now + offset);
      osc.stop(now + offset + 0.16);
    });
    return true;
  } catch {
    // browsers refuse audio before the first user gesture; the popup still shows
    return false;
  }
}

/** navigator.vibrate where the browser allows it (not iOS Safari, not without a gesture). */
export function vibrate(): boolean {
  try {
    return typeof navigator.vibrate === 'function' && navigator.vibrate([200, 100, 200]);
  } catch {
    return false;
  }
}
