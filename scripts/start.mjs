// `npm start`: from a fresh clone with only Node and npm — install, build for production, serve the
// whole suite (API + WebSocket on 3000, host on 8080, remotes on 8081–8085) on embedded defaults.
import { ensureInstalled, mustRun } from './lib.mjs';

ensureInstalled();
if (!process.argv.includes('--no-build')) mustRun('node', ['scripts/build.mjs']);
mustRun('pnpm', ['--filter', '@kickoff/ops', 'run', 'start']);
