/** `pnpm start`: serve the built suite and print where everything is. Ctrl-C stops it all. */
import { REMOTES } from './apps';
import { startSuite } from './suite';

async function main(): Promise<void> {
  const suite = await startSuite({ log: (line) => console.info(line) });
  const lines = [
    '',
    '开球直播 Kickoff is running:',
    `  host (open this)  ${suite.hostUrl}/`,
    `  API + WebSocket   ${suite.apiUrl}   (OpenAPI: ${suite.apiUrl}/docs)`,
    ...REMOTES.map((r) => `  remote ${r.name.padEnd(10)} ${suite.remoteUrls[r.name]}/mf-manifest.json`),
    '  demo account      13800000000 / kickoff123',
    '',
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
