// Run by `npm start` (src/tools/start.mjs) before the server, never in production: checks the configuration,
// then builds the client (dist/) when it is missing or stale, with the console lines a person expects.
import { fileURLToPath } from 'node:url';
import { fail, readConfigOrFail, say } from '../server/cli';
import { buildClient, clientBuildReason } from './clientBuild';

const root = fileURLToPath(new URL('../../', import.meta.url));
const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(1);

// A wrong setting is reported before a build that may take a while.
readConfigOrFail();

const reason = clientBuildReason(root);
if (reason) {
  // The first start builds the client once (later starts reuse dist/): say so, and how long it takes, so the
  // wait does not look like a hang.
  say(`Compilando o cliente: ${reason}. Só acontece quando o código muda; leva de 10 a 30 s (a primeira vez, em 2 núcleos, uns 20 s)…`);
  const t = performance.now();
  try {
    await buildClient(root);
  } catch (e) {
    fail('A compilação do cliente (vite build) falhou; o servidor não foi iniciado. Corrija o erro e rode `npm start` de novo.', e);
  }
  say(`Cliente compilado em ${seconds(t)} s.`);
}
