import { existsSync, mkdirSync, statSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { FirstPageRenderer } from '../engine/contract';
import { buildApp, identityCreateRules } from './app';
import { bootstrapAdmin, checkTokenSecret, loadTokenSecret, type AdminBootstrap } from './auth';
import type { ServerConfig } from './config';
import { checkIntegrity, DataDirBusyError, openDatabase, type Db } from './db';
import { damagedDatabase } from './backup';
import { openUploadStore } from './uploads';

/**
 * The configured database; an embedded one is first checked whole (checkIntegrity) and, when damaged, refused
 * with the newest backup and the way to restore it, before anything is written to it.
 */
async function openChecked(config: ServerConfig): Promise<Db> {
  if (config.databaseUrl) return openDatabase(config);
  let db: Db;
  try {
    db = await openDatabase(config);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (e instanceof DataDirBusyError || code === 'EACCES' || code === 'EPERM') throw e;
    throw await damagedDatabase(config.dataDir, config.backup.dir, e);
  }
  try {
    await checkIntegrity(db);
  } catch (e) {
    await db.close().catch(() => {});
    throw await damagedDatabase(config.dataDir, config.backup.dir, e);
  }
  return db;
}

/** Opens the configured database, builds the app and makes sure an administrator exists. Shared by start and seed. */
export async function boot(config: ServerConfig, { clientDir, firstPage }: { clientDir?: string; firstPage?: FirstPageRenderer } = {}): Promise<{ app: FastifyInstance; admin: AdminBootstrap }> {
  // Everything the server writes is its own: the password hashes live in PGlite's files (written 0666 by
  // it, WAL included) and uploads are served by this process only.
  process.umask(0o077);
  const loose = existsSync(config.dataDir) && (statSync(config.dataDir).mode & 0o077) !== 0;
  mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  // With DATABASE_URL the instances share a database, so they share the secret kept there (unless TOKEN_SECRET
  // is given); a file in DATA_DIR would give each instance its own, and a token from one would fail on another.
  const secret = config.tokenSecret || !config.databaseUrl ? loadTokenSecret(config.dataDir, config.tokenSecret) : undefined;
  const previousSecrets = config.tokenSecretPrevious ? [checkTokenSecret('TOKEN_SECRET_PREVIOUS', config.tokenSecretPrevious)] : [];
  const db = await openChecked(config);
  const uploads = await openUploadStore({ s3: config.s3, publicUrl: config.uploadsPublicUrl }, config.dataDir);
  let app: FastifyInstance;
  try {
    app = await buildApp({
      db,
      uploads,
      dataDir: config.dataDir,
      secret,
      previousSecrets,
      migrationLockTimeoutMs: config.migrationLockTimeoutMs,
      anonKey: config.anonKey,
      uploadMaxBytes: config.uploadMaxBytes,
      logger: { level: config.logLevel },
      instanceId: config.instanceId,
      trustProxy: config.trustProxy,
      timeouts: config.timeouts,
      retention: config.retention,
      liveStreamCaps: config.liveStreamCaps,
      backup: { ...config.backup, s3: config.s3, databaseUrl: config.databaseUrl },
      clientDir,
      firstPage,
    });
  } catch (e) {
    await uploads.close();
    await db.close();
    throw e;
  }
  if (loose) {
    app.log.warn(
      `A pasta de dados ${config.dataDir} pode ser lida por outros usuários desta máquina (ela guarda o banco, com os hashes das senhas). Restrinja-a: chmod -R go-rwx ${config.dataDir}`,
    );
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
