/**
 * Child processes in tests: waiting for one to exit, ffmpeg publishers pushing RTMP as an anchor's
 * OBS would, and the ffmpeg processes this test process left running.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';

/** Resolves with the child's exit code once it has exited (at once if it already has). */
export const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

/** ffmpeg processes whose parent is this test process */
export const ffmpegChildren = () =>
  execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(process.pid)], { encoding: 'utf8' })
    .split('\n')
    .filter((l) => /ffmpeg/.test(l));

/**
 * ffmpeg publishers of a moving test pattern with a tone (H.264/AAC, a keyframe a second, in real
 * time): `push(url)` starts one; `killAll()` (afterAll) ends those still running.
 */
export function rtmpPublishers(ffmpeg: string) {
  const running = new Set<ChildProcess>();
  return {
    push(url: string): ChildProcess {
      const child = spawn(
        ffmpeg,
        [
          ...['-hide_banner', '-loglevel', 'error', '-re'],
          ...['-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=25', '-f', 'lavfi', '-i', 'sine=frequency=440'],
          ...['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-g', '25', '-pix_fmt', 'yuv420p'],
          ...['-c:a', 'aac', '-b:a', '64k', '-f', 'flv', url],
        ],
        { stdio: 'ignore' },
      );
      running.add(child);
      child.once('exit', () => running.delete(child));
      return child;
    },
    killAll() {
      for (const child of running) child.kill('SIGKILL');
    },
  };
}
