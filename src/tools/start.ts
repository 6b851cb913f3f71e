// `npm start`: build the client when it is missing or stale, then start the server (src/server/start.ts),
// which serves the build from dist/. The end-to-end tests start the product through here too.
import { fileURLToPath } from 'node:url';
import { fail, readConfigOrFail } from '../server/cli';
import { buildClient, clientBuildReason } from './clientBuild';

const root = fileURLToPath(new URL('../../', import.meta.url));
const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(1);

// A wrong setting is reported before a build that may take a while.
readConfigOrFail();

const reason = clientBuildReason(root);
if (reason) {
  console.log(`Compilando o cliente: ${reason}…`);
  const t = performance.now();
  try {
    await buildClient(root);
  } catch (e) {
    fail('A compilação do cliente (vite build) falhou; o servidor não foi iniciado. Corrija o erro e rode `npm start` de novo.', e);
  }
  console.log(`Cliente compilado em ${seconds(t)} s.`);
}

await import('../server/start');
