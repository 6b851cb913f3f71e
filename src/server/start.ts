// Serves everything from one process: the APIs, the uploads and the built client (dist/). `npm start` runs
// src/tools/start.ts, which builds the client first when it is missing or stale.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { boot } from './boot';
import { adminLines, fail, readConfigOrFail, seedLines } from './cli';
import { seedDemo } from './demo';

const root = fileURLToPath(new URL('../../', import.meta.url));

async function main() {
  const config = readConfigOrFail();

  let booted;
  try {
    booted = await boot(config, { clientDir: join(root, 'dist') });
  } catch (e) {
    fail('Não foi possível iniciar o servidor.', e);
  }
  const { app, admin } = booted;

  if (config.seedDemo) {
    try {
      seedLines(await seedDemo(app)).forEach((l) => console.log(l));
    } catch (e) {
      await app.close();
      fail('Falha ao adicionar os dados de demonstração.', e);
    }
  }

  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (e) {
    await app.close();
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') fail(`A porta ${config.port} já está em uso.`, new Error('Pare o outro processo ou escolha outra porta: PORT=3001 npm start'));
    fail('Não foi possível abrir a porta.', e);
  }

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = ['0.0.0.0', '::'].includes(config.host) ? '127.0.0.1' : config.host.includes(':') ? `[${config.host}]` : config.host;
  console.log(`\nPainel pronto em http://${host}:${port}/app  (iniciado em ${process.uptime().toFixed(1)} s)`);
  adminLines(admin).forEach((l) => console.log(l));
  console.log(`Dados em ${config.dataDir}${config.databaseUrl ? ' (banco: DATABASE_URL)' : ''}. Ctrl+C para parar.`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: encerrando…`);
    try {
      await app.close();
      process.exit(0);
    } catch (e) {
      fail('Falha ao encerrar.', e);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

void main();
