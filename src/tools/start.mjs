// `npm start` on a checkout: compiles the server when build/server/ is missing or stale (about a second),
// then runs the compiled code with this same plain `node` process: the client check (which builds dist/
// when needed), then the server. Production runs `npm run build` once and then `node build/server/start.js`.
import { buildIfStale } from './serverBundle.mjs';

try {
  await buildIfStale();
} catch (e) {
  console.error(`\n✖ A compilação do servidor falhou; ele não foi iniciado.\n  ${e instanceof Error ? e.message : e}`);
  process.exit(1);
}
await import('../../build/server/prepareClient.js');
await import('../../build/server/start.js');
