// One Painel instance for an in-process bench: its own upload folder, the shared database, the bench's administrator
// made once by the first instance. Closing it leaves the database to the others. BENCH_LOG=error (a level) logs
// the server's own errors, as JSON lines on stdout.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { authProfile } from '../../engine/contract';
import { buildApp, identityCreateRules, type AppOptions } from '../../server/app';
import { bootstrapAdmin } from '../../server/auth';
import type { Db } from '../../server/db';

export const BENCH_SECRET = 'segredo-do-benchmark-com-32-bytes-ou-mais';
export const BENCH_ADMIN = { email: 'bench@painel.local', password: 'senha-do-bench', name: 'Bench' };

export async function benchInstance(db: Db, first: boolean, options: Partial<AppOptions> = {}): Promise<FastifyInstance> {
  const dataDir = mkdtempSync(join(tmpdir(), 'painel-bench-'));
  const app = await buildApp({
    db: { ...db, close: async () => {} },
    dataDir,
    secret: BENCH_SECRET,
    maintenanceEveryMs: 0,
    ...(process.env.BENCH_LOG ? { logger: { level: process.env.BENCH_LOG } } : {}),
    ...options,
  });
  app.addHook('onClose', async () => rmSync(dataDir, { recursive: true, force: true }));
  if (first) {
    const { repo, records, registry } = app.painel;
    await bootstrapAdmin({ repo, service: records, identity: registry.identity, rules: identityCreateRules(app) }, BENCH_ADMIN);
  }
  return app;
}

/** The bench administrator's bearer header on `app`, from the real sign-in call. */
export async function benchHeaders(app: FastifyInstance): Promise<{ authorization: string }> {
  const auth = authProfile(app.painel.registry.apis);
  const signIn = await app.inject({
    method: 'POST',
    url: auth.base + auth.auth.signIn.path,
    payload: { email: BENCH_ADMIN.email, password: BENCH_ADMIN.password },
  });
  return { authorization: `Bearer ${signIn.json().token}` };
}
