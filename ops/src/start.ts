/**
 * `pnpm start`: serve the built suite and print one line per service; after that only warnings
 * and errors (LOG_LEVEL=info brings the server's request logs back). The host serves
 * deploy/remotes/local.json as remotes.json, so `pnpm remotes set|rollback --env local` changes
 * what the next page load mounts. Ctrl-C stops it all.
 */
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import { REMOTES } from './apps';
import { DEFAULT_DEPLOY_DIR } from './manifest-store';
import { startSuite } from './suite';

/** This machine's LAN addresses, to print the URL a phone on the same network opens. */
function lanAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flat()
    .filter((a) => a !== undefined && a.family === 'IPv4' && !a.internal)
    .map((a) => a!.address);
}

/** The server's own start-up handshake line is for the suite, not for people. */
const isHandshake = (line: string) => line.includes('KICKOFF_LISTENING');

async function main(): Promise<void> {
  const rtmpPort = process.env.VLIVE_RTMP_PORT || '1935';
  const smsProvider = process.env.SMS_PROVIDER || (process.env.SMS_WEBHOOK_URL ? 'webhook' : 'console');
  const manifestFile = path.join(process.env.KICKOFF_DEPLOY_DIR ?? DEFAULT_DEPLOY_DIR, 'local.json');
  // remotes moved to other ports than local.json names: mount them where they are
  const moved = REMOTES.filter((r) => process.env[r.portEnv]).map((r) => r.portEnv);
  if (moved.length) console.warn(`warning: ${moved.join(', ')} set: mounting remotes on those ports, not local.json`);
  const suite = await startSuite({
    manifestFile: moved.length ? undefined : manifestFile,
    // the local demo texts no one: its SMS codes are printed here, unless a real provider is set
    // anchors push to rtmp://127.0.0.1:1935/live with the key from their room's 主播 tab
    // (VLIVE_RTMP_HOST=0.0.0.0 for OBS on another machine)
    serverEnv: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn', SMS_PROVIDER: smsProvider, VLIVE_RTMP_PORT: rtmpPort },
    log: (chunk) => {
      const lines = chunk.split('\n').filter((l) => l.trim() !== '' && !isHandshake(l));
      if (lines.length > 0) console.info(lines.join('\n'));
    },
    warn: (line) => console.warn(`warning: ${line}`),
  });
  const hostPort = new URL(suite.hostUrl).port;
  const lan = lanAddresses().map((ip) => `http://${ip}:${hostPort}/`);
  const lines = [
    '开球直播 Kickoff is running (Ctrl-C stops it):',
    `  host        ${suite.hostUrl}/${lan.length ? `   phones on this network: ${lan.join(' ')}` : ''}`,
    `  API         ${suite.hostUrl}/api … (proxied to ${suite.apiUrl}; OpenAPI ${suite.apiUrl}/docs)`,
    ...REMOTES.map((r) => `  ${r.name.padEnd(11)} ${suite.remoteUrls[r.name]}/mf-manifest.json`),
    moved.length
      ? '  remotes     generated for the ports set'
      : `  remotes     ${path.relative(process.cwd(), manifestFile)} (pnpm remotes set|rollback --env local)`,
    `  RTMP ingest rtmp://127.0.0.1:${rtmpPort}/live  (OBS: stream key from the room's 主播 tab, keyframe every 1 s)`,
    '  demo login  13800000000 / kickoff123 (anchors, experts, editors: the 演示账号 block, on first start)',
    smsProvider === 'console'
      ? '  SMS codes   printed in this terminal, one line each: [短信] phone, purpose, code (no text is sent)'
      : `  SMS codes   sent by ${smsProvider} (SMS_PROVIDER)`,
  ];
  console.info(lines.join('\n'));
  const stop = () => {
    void suite.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
