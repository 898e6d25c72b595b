/** The suite's apps: folder, federation name, default port and the env var that overrides it. */
export interface AppInfo {
  /** federation name, also the key in remotes.json */
  name: string;
  dir: string;
  port: number;
  portEnv: string;
  /** mount prefixes of a remote's routes (docs/product.md §2); empty for the host */
  prefixes: string[];
}

export const HOST: AppInfo = { name: 'host', dir: 'host', port: 8080, portEnv: 'HOST_PORT', prefixes: [] };

export const REMOTES: readonly AppInfo[] = [
  { name: 'scores', dir: 'remote-scores', port: 8081, portEnv: 'SCORES_PORT', prefixes: ['/live'] },
  { name: 'vlive', dir: 'remote-vlive', port: 8082, portEnv: 'VLIVE_PORT', prefixes: ['/vlive'] },
  {
    name: 'news',
    dir: 'remote-news',
    port: 8083,
    portEnv: 'NEWS_PORT',
    prefixes: ['/news', '/community', '/database', '/proposal'],
  },
  {
    name: 'messaging',
    dir: 'remote-messaging',
    port: 8084,
    portEnv: 'MESSAGING_PORT',
    prefixes: ['/message', '/ChatGPT'],
  },
  {
    name: 'account',
    dir: 'remote-account',
    port: 8085,
    portEnv: 'ACCOUNT_PORT',
    prefixes: ['/user', '/activity', '/download'],
  },
  // the staff console: the host loads it only for signed-in staff (host/src/app/remote-routes.ts)
  { name: 'console', dir: 'remote-console', port: 8086, portEnv: 'CONSOLE_PORT', prefixes: ['/admin'] },
];

export const SERVER_PORT = { port: 3000, portEnv: 'API_PORT' } as const;

export function portOf(app: { port: number; portEnv: string }, env: NodeJS.ProcessEnv = process.env): number {
  const raw = env[app.portEnv];
  if (raw === undefined || raw === '') return app.port;
  const port = Number(raw);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`${app.portEnv}=${raw} is not a port`);
  return port;
}
