/** The fan alert's short chime (WebAudio, no file to download) and vibration, where the browser allows them. */
type AudioCtor = typeof AudioContext;

let ctx: AudioContext | null = null;

export function chime(): void {
  const Ctor = (window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioCtor }).webkitAudioContext) as
    AudioCtor | undefined;
  if (!Ctor) return;
  try {
    ctx ??= new Ctor();
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    const now = ctx.currentTime;
    osc.frequency.value = 988;
    gain.gain.setValueAtTime(0.0001, now);
    gain.gain.exponentialRampToValueAtTime(0.3, now + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, now + 0.3);
    osc.connect(gain).connect(ctx.destination);
    osc.start(now);
    osc.stop(now + 0.32);
  } catch {
    // audio is refused before the first tap on the page: the toast still shows
  }
}

export function buzz(): void {
  try {
    if (typeof navigator.vibrate === 'function') navigator.vibrate([200, 100, 200]);
  } catch {
    // no vibration here (iOS Safari, no gesture yet)
  }
}
