// Serves everything from one process: the APIs, the uploads and the built client (dist/). Compiled by
// `npm run build` to build/server/start.js and run with plain node (see src/tools/build/buildServer.ts);
// `npm start` builds what is missing first. Output: JSON log lines on stdout (LOG_LEVEL), and the lines meant
// for a person (ready, the first administrator's password, shutting down) on stderr, never in the log stream.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FIRST_PAGE_DIR, FIRST_PAGE_MODULE } from '../engine/contract';
import { boot } from './boot';
import { loadFirstPageRenderer } from './static';
import { adminLines, fail, readConfigOrFail, say, seedLines } from './cli';
import { DEFAULT_SHUTDOWN_IDLE_MS, DEFAULT_SHUTDOWN_TIMEOUT_MS } from './config';
import { seedDemo } from './demo';
import { shutdown } from './ops';

const root = fileURLToPath(new URL('../../', import.meta.url));

// An orchestrator sends SIGTERM whenever it likes, start-up included. Until the server listens, a signal is only
// noted (Node's default would kill the process, which then ends by a signal instead of exiting 0); once it
// listens, the graceful stop runs.
let pendingSignal: string | undefined;
let onSignal = (signal: string) => void (pendingSignal ??= signal);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => onSignal(signal));

async function main() {
  const config = readConfigOrFail();

  let booted;
  try {
    booted = await boot(config, { clientDir: join(root, 'dist'), firstPage: loadFirstPageRenderer(join(root, FIRST_PAGE_DIR, FIRST_PAGE_MODULE))?.render });
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

  if (pendingSignal) {
    await app.close();
    say(`${pendingSignal} durante o início: encerrado sem abrir a porta.`);
    process.exit(0);
  }

  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (e) {
    await app.close();
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') fail(`A porta ${config.port} já está em uso.`, new Error('Pare o outro processo ou escolha outra porta: PORT=3001 npm start'));
    fail('Não foi possível abrir a porta.', e);
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const timeoutMs = config.shutdownTimeoutMs ?? DEFAULT_SHUTDOWN_TIMEOUT_MS;
    say(`\n${signal}: encerrando (aguardando as requisições em andamento, até ${timeoutMs / 1000} s)…`);
    try {
      const result = await shutdown(app, app.painel.lifecycle, { delayMs: config.shutdownDelayMs, idleMs: config.shutdownIdleMs ?? DEFAULT_SHUTDOWN_IDLE_MS, timeoutMs });
      if (result === 'timed-out') {
        say(`Encerramento forçado: ainda havia requisições em andamento após ${timeoutMs / 1000} s (SHUTDOWN_TIMEOUT_MS).`);
        process.exit(1);
      }
      process.exit(0);
    } catch (e) {
      fail('Falha ao encerrar.', e);
    }
  };
  // Listening: from here a signal stops gracefully, including one that arrived while the port was opening.
  onSignal = (signal) => void stop(signal);
  if (pendingSignal) void stop(pendingSignal);

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = ['0.0.0.0', '::'].includes(config.host) ? '127.0.0.1' : config.host.includes(':') ? `[${config.host}]` : config.host;
  say(`\nPainel pronto em http://${host}:${port}/app  (iniciado em ${process.uptime().toFixed(1)} s)`);
  adminLines(admin).forEach(say);
  say(`Dados em ${config.dataDir}${config.databaseUrl ? ' (banco: DATABASE_URL)' : ''}. Ctrl+C para parar.`);
}

void main();
