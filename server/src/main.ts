/**
 * Starts the server: a deployment missing a must-have setting stops here, naming each, before
 * anything else loads; then serve.ts (database, demo world, hub, HTTP). Its failure exits 1.
 */
import { loadConfig } from './config';
import { assertProductionSettings } from './production-settings';

async function main(): Promise<void> {
  assertProductionSettings(process.env);
  const config = loadConfig();
  // the rest of the server loads once its settings hold: a refused start says why at once
  const { serve } = await import('./serve');
  await serve(config);
}
main().catch((err: unknown) => {
  console.error('kickoff server failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
