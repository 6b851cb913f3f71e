// Serves everything from one process: the APIs, the uploads and the built client (dist/). Compiled by
// `npm run build` to build/server/start.js and run with plain node (see src/tools/build/buildServer.ts);
// `npm start` builds what is missing first. Output: JSON log lines on stdout (LOG_LEVEL), and the lines meant
// for a person (ready, the first administrator's password, shutting down) on stderr, never in the log stream.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { boot } from './boot';
import { adminLines, fail, readConfigOrFail, say, seedLines } from './cli';
import { DEFAULT_SHUTDOWN_TIMEOUT_MS } from './config';
import { seedDemo } from './demo';
import { shutdown } from './ops';

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
      seedLines(await seedDemo(app, undefined, { signIn: config.seedDemoSignIn })).forEach(say);
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
  say(`\nPainel pronto em http://${host}:${port}/app  (iniciado em ${process.uptime().toFixed(1)} s)`);
  adminLines(admin).forEach(say);
  say(`Dados em ${config.dataDir}${config.databaseUrl ? ' (banco: DATABASE_URL)' : ''}. Ctrl+C para parar.`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const timeoutMs = config.shutdownTimeoutMs ?? DEFAULT_SHUTDOWN_TIMEOUT_MS;
    say(`\n${signal}: encerrando (aguardando as requisições em andamento, até ${timeoutMs / 1000} s)…`);
    try {
      const result = await shutdown(app, app.painel.lifecycle, { delayMs: config.shutdownDelayMs, timeoutMs });
      if (result === 'timed-out') {
        say(`Encerramento forçado: ainda havia requisições em andamento após ${timeoutMs / 1000} s (SHUTDOWN_TIMEOUT_MS).`);
        process.exit(1);
      }
      process.exit(0);
    } catch (e) {
      fail('Falha ao encerrar.', e);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

void main();
