/** Starts a throw-away redis-server on a loopback port (no persistence) for a test file. */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';

export function redisAvailable(): boolean {
  return spawnSync('redis-server', ['--version']).status === 0;
}

export interface RunningRedis {
  url: string;
  stop(): Promise<void>;
}

export async function startRedis(port: number): Promise<RunningRedis> {
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 10_000;
  for (;;) {
    const up = await new Promise<boolean>((resolve) => {
      const s = net.connect(port, '127.0.0.1', () => (s.end(), resolve(true)));
      s.on('error', () => resolve(false));
    });
    if (up) break;
    if (Date.now() > deadline) throw new Error('redis-server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
