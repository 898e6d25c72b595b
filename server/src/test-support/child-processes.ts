/** Child processes in tests: waiting for one to exit, and the ffmpeg processes this test process left running. */
import { execFileSync, type ChildProcess } from 'node:child_process';

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
