import { mkdirSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildApp, identityCreateRules } from './app';
import { bootstrapAdmin, type AdminBootstrap } from './auth/bootstrapAdmin';
import { loadTokenSecret } from './auth/tokenSecret';
import type { ServerConfig } from './config';
import { openDatabase } from './db';

/** Opens the configured database, builds the app and makes sure an administrator exists. Shared by start and seed. */
export async function boot(config: ServerConfig, { clientDir }: { clientDir?: string } = {}): Promise<{ app: FastifyInstance; admin: AdminBootstrap }> {
  mkdirSync(config.dataDir, { recursive: true });
  const secret = loadTokenSecret(config.dataDir, config.tokenSecret);
  const db = await openDatabase(config);
  let app: FastifyInstance;
  try {
    app = await buildApp({
      db,
      dataDir: config.dataDir,
      secret,
      anonKey: config.anonKey,
      uploadMaxBytes: config.uploadMaxBytes,
      logger: { level: config.logLevel },
      trustProxy: config.trustProxy,
      clientDir,
    });
  } catch (e) {
    await db.close();
    throw e;
  }
  try {
    const { repo, records, registry } = app.painel;
    const admin = await bootstrapAdmin(
      { repo, service: records, identity: registry.identity, rules: identityCreateRules(app) },
      { email: config.adminEmail, password: config.adminPassword, name: config.adminName },
    );
    return { app, admin };
  } catch (e) {
    await app.close();
    throw e;
  }
}
