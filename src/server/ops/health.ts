import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import type { Lifecycle } from './lifecycle';

const DB_CHECK_MS = 2000;

/**
 * Public probes for balancers and orchestrators. /healthz: the process answers (no database: a database
 * outage must not get every instance restarted). /readyz: this instance can serve (database reachable, not
 * shutting down); 503 otherwise, with the reason.
 */
export function healthRoutes(app: FastifyInstance, db: Db, lifecycle: Lifecycle) {
  app.get('/healthz', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok', message: 'O processo está no ar.' };
  });
  app.get('/readyz', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (lifecycle.stopping) return reply.code(503).send({ status: 'encerrando', message: 'Esta instância está sendo encerrada e não recebe novas requisições.' });
    let timer: NodeJS.Timeout | undefined;
    const reachable = await Promise.race([
      db.query('SELECT 1').then(() => true, () => false),
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), DB_CHECK_MS);
      }),
    ]);
    clearTimeout(timer);
    if (!reachable) return reply.code(503).send({ status: 'indisponivel', message: 'O banco de dados não responde.' });
    return { status: 'pronto', message: 'Pronta para receber requisições.' };
  });
}
