// `npm run test:pg` (part of `npm test`): the server suite again, on a real PostgreSQL 15 (the DATABASE_URL
// path) instead of PGlite: a throwaway cluster in a temporary folder, as an unprivileged user, on a loopback
// port, removed afterwards. Without Debian's postgresql installed it says so and passes, except in CI
// (CI=true), where a missing database would silently test less.
import { spawn } from 'node:child_process';
import { POSTGRES_MISSING, postgresInstalled, startPostgres } from './postgres';

if (!postgresInstalled) {
  if (process.env.CI === 'true') {
    console.error(`✖ CI: a suíte do servidor precisa rodar também no PostgreSQL, mas ${POSTGRES_MISSING}.`);
    process.exit(1);
  }
  console.log(`Suíte do servidor no PostgreSQL: pulada (${POSTGRES_MISSING}).`);
  process.exit(0);
}

const pg = await startPostgres();
console.log(`Suíte do servidor no PostgreSQL 15 (${pg.url}):`);
// spawn, not spawnSync: this process must keep draining PostgreSQL's log pipe while the suite runs. Blocked in
// spawnSync it read nothing, the 64 KB pipe filled with the errors the suite provokes (foreign-key violations,
// bad input), and every backend that then wrote a log line hung in its write, the checkpointer too.
const run = spawn('npx', ['vitest', 'run', 'tests/server', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, PAINEL_TEST_DATABASE_URL: pg.url },
});
const status = await new Promise<number>((resolve) => run.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
await pg.destroy();
process.exit(status);
