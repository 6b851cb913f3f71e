import { join, resolve } from 'node:path';
import { DEFAULT_UPLOAD_MAX_BYTES, profileList, type ApiProfiles, type NamedProfile } from '../engine/contract';
import { readApiProfiles } from '../engine/descriptor';
import { DEFAULT_PG_SETTINGS, type PgSettings } from './db';
import { DEFAULT_RETENTION, type Retention } from './history';
import { DEFAULT_HTTP_TIMEOUTS, type HttpTimeouts } from './http';
import { DEFAULT_STREAM_CAPS, type StreamCaps } from './live';
import type { BackupBucketSettings, BackupSettings } from './backup';
import type { S3Settings } from './uploads';


export const DEFAULT_BACKUP_EVERY_HOURS = 24;
export const DEFAULT_BACKUP_KEEP = 14;

/** Everything the server reads from the environment, in one place. */
export interface ServerConfig {
  host: string;
  port: number;
  /** Database (when no DATABASE_URL), uploads and the token secret live here. */
  dataDir: string;
  /** postgres://… uses a PostgreSQL server through `pg`; absent → embedded PGlite in `dataDir/db`. */
  databaseUrl?: string;
  /** The `pg` pool, with DATABASE_URL. */
  pg: PgSettings;
  adminEmail?: string;
  adminPassword?: string;
  adminName: string;
  /** The `apikey` the hosted-backend table API accepts: its profile's `apiKey.serverEnv` (SUPABASE_ANON_KEY), else its default. */
  anonKey?: string;
  uploadMaxBytes: number;
  seedDemo: boolean;
  /** Demo users get the published demo password (else one nobody knows). */
  seedDemoSignIn: boolean;
  tokenSecret?: string;
  /** TOKEN_SECRET_PREVIOUS: still accepted (never signed with) while sessions signed before a rotation expire. */
  tokenSecretPrevious?: string;
  logLevel: string;
  /** S3_*: uploads in an S3-compatible bucket shared by every instance; absent → DATA_DIR/uploads. */
  s3?: S3Settings;
  /** UPLOADS_PUBLIC_URL: /uploads/<name> redirects here (the bucket or a CDN in front of it). */
  uploadsPublicUrl?: string;
  /** BACKUP_*: where backups go, how often the server makes one by itself (0: never) and how many are kept. */
  backup: BackupSettings;
  /** INSTANCE_ID: names this process in the logs; absent → host name and pid. */
  instanceId?: string;
  /** SHUTDOWN_TIMEOUT_MS: how long SIGTERM waits for requests under way (absent → DEFAULT_SHUTDOWN_TIMEOUT_MS). */
  shutdownTimeoutMs?: number;
  /** SHUTDOWN_DELAY_MS: after SIGTERM, how long /readyz says 503 while still serving, before closing (absent → 0). */
  shutdownDelayMs?: number;
  /** SHUTDOWN_IDLE_MS: once closing, how long an idle connection is kept for one more request (absent → DEFAULT_SHUTDOWN_IDLE_MS). */
  shutdownIdleMs?: number;
  /** MIGRATION_LOCK_TIMEOUT_MS: how long a migration waits for a table in use (absent → DEFAULT_MIGRATION_LOCK_TIMEOUT_MS). */
  migrationLockTimeoutMs?: number;
  /** TRUST_PROXY, as Fastify's trustProxy: true (any proxy), or the proxies' addresses/CIDRs; absent = off. */
  trustProxy?: true | string;
  /** HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS, SOCKET_IDLE_TIMEOUT_MS. */
  timeouts: HttpTimeouts;
  /** HISTORY_RETENTION_DAYS, TRASH_RETENTION_DAYS, UNDO_TTL_HOURS. */
  retention: Retention;
  /** LIVE_STREAMS_PER_SESSION, LIVE_STREAMS_PER_PERSON: live streams one instance keeps open for one session, one person. */
  liveStreamCaps: StreamCaps;
}

class ConfigError extends Error {}

const text = (v: string | undefined) => (v !== undefined && v.trim() !== '' ? v.trim() : undefined);

function positiveInt(name: string, raw: string | undefined, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const v = text(raw);
  if (v === undefined) return fallback;
  if (!/^\d+$/.test(v) || Number(v) < 1 || Number(v) > max) {
    throw new ConfigError(`${name} deve ser um número inteiro entre 1 e ${max} (recebido: ${v}).`);
  }
  return Number(v);
}

const truthy = (v: string | undefined) => ['1', 'true', 'yes', 'sim', 'on'].includes((text(v) ?? '').toLowerCase());

/** Off unless set: trusting X-Forwarded-For from anyone would let a client pick its own address. */
function trustProxy(raw: string | undefined): true | string | undefined {
  const v = (text(raw) ?? '').toLowerCase();
  if (['', 'false', '0', 'no', 'nao', 'não', 'off'].includes(v)) return undefined;
  if (['true', 'yes', 'sim', 'on'].includes(v)) return true;
  // Fastify 5 takes a hop count but then trusts no one (it cannot tell the first proxy from a client): refuse
  // it rather than run with a setting that silently does nothing.
  if (/^\d+$/.test(v)) {
    throw new ConfigError(`TRUST_PROXY não aceita um número de proxies (recebido: ${v}): informe true ou os endereços/CIDR dos proxies, separados por vírgula.`);
  }
  const parts = v.split(',').map((p) => p.trim());
  const address = /^(\d{1,3}(\.\d{1,3}){3}|[0-9a-f:]*:[0-9a-f:.]*)(\/\d{1,3})?$/;
  if (parts.every((p) => address.test(p))) return parts.join(',');
  throw new ConfigError(`TRUST_PROXY deve ser true, false ou uma lista de endereços/CIDR dos proxies separados por vírgula (recebido: ${text(raw)}).`);
}

// The browser checks the same default before sending (engine/contract/uploads.ts).
export { DEFAULT_UPLOAD_MAX_BYTES };
export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;
export const DEFAULT_SHUTDOWN_IDLE_MS = 2_000;

/** A duration in ms that may be 0; absent stays absent (the consumer's default applies). */
function optionalMs(name: string, raw: string | undefined, max = 24 * 60 * 60_000): number | undefined {
  const v = text(raw);
  if (v === undefined) return undefined;
  if (!/^\d+$/.test(v) || Number(v) > max) throw new ConfigError(`${name} deve ser um número inteiro de milissegundos entre 0 e ${max} (recebido: ${v}).`);
  return Number(v);
}

function httpUrl(name: string, raw: string | undefined): string | undefined {
  const v = text(raw);
  if (v === undefined) return undefined;
  if (!/^https?:\/\/[^/\s]+/.test(v)) throw new ConfigError(`${name} deve ser uma URL começando com http:// ou https:// (recebido: ${v}).`);
  return v.replace(/\/+$/, '');
}

/** Self-hosted services (MinIO, Garage…) usually need the bucket in the path; AWS itself does not. */
const pathStyle = (raw: string | undefined, endpoint: string | undefined) => (text(raw) === undefined ? endpoint !== undefined : truthy(raw));

/** S3_BUCKET turns the bucket on; the credentials are S3_* or the AWS standard names (or the SDK's own chain). */
function s3Settings(env: NodeJS.ProcessEnv): S3Settings | undefined {
  const bucket = text(env.S3_BUCKET);
  const endpoint = httpUrl('S3_ENDPOINT', env.S3_ENDPOINT);
  if (!bucket) {
    refuseStray(env, 'S3_', ['ENDPOINT', 'REGION', 'ACCESS_KEY_ID', 'SECRET_ACCESS_KEY', 'FORCE_PATH_STYLE'], 'informe o bucket onde guardar os arquivos enviados');
    return undefined;
  }
  const accessKeyId = text(env.S3_ACCESS_KEY_ID) ?? text(env.AWS_ACCESS_KEY_ID);
  const secretAccessKey = text(env.S3_SECRET_ACCESS_KEY) ?? text(env.AWS_SECRET_ACCESS_KEY);
  if (!accessKeyId !== !secretAccessKey) throw new ConfigError('Informe a chave de acesso do S3 completa: S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY (ou AWS_ACCESS_KEY_ID e AWS_SECRET_ACCESS_KEY).');
  return {
    bucket,
    endpoint,
    region: text(env.S3_REGION) ?? text(env.AWS_REGION) ?? 'us-east-1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: pathStyle(env.S3_FORCE_PATH_STYLE, endpoint),
  };
}

/** A bucket's variables without the bucket itself: refused by name, rather than silently unused. */
function refuseStray(env: NodeJS.ProcessEnv, prefix: string, names: string[], ask: string): void {
  const stray = names.map((n) => prefix + n).filter((k) => text(env[k]));
  if (stray.length) throw new ConfigError(`${stray.join(', ')} sem ${prefix}BUCKET: ${ask}.`);
}

/**
 * BACKUP_S3_BUCKET sends the backups to a bucket; every other BACKUP_S3_* unset falls back to the uploads' S3_*
 * value (one account for both is the common case), then to what S3_* itself falls back to.
 */
function backupBucket(env: NodeJS.ProcessEnv, uploads: S3Settings | undefined): BackupBucketSettings | undefined {
  const bucket = text(env.BACKUP_S3_BUCKET);
  const endpoint = httpUrl('BACKUP_S3_ENDPOINT', env.BACKUP_S3_ENDPOINT) ?? uploads?.endpoint;
  if (!bucket) {
    refuseStray(env, 'BACKUP_S3_', ['PREFIX', 'ENDPOINT', 'REGION', 'ACCESS_KEY_ID', 'SECRET_ACCESS_KEY', 'FORCE_PATH_STYLE'], 'informe o bucket onde guardar as cópias de segurança');
    return undefined;
  }
  const accessKeyId = text(env.BACKUP_S3_ACCESS_KEY_ID);
  const secretAccessKey = text(env.BACKUP_S3_SECRET_ACCESS_KEY);
  if (!accessKeyId !== !secretAccessKey) {
    throw new ConfigError('Informe a chave de acesso do bucket das cópias completa: BACKUP_S3_ACCESS_KEY_ID e BACKUP_S3_SECRET_ACCESS_KEY (ou nenhuma das duas, para usar a de S3_*).');
  }
  // A folder of the bucket: no leading slash, one trailing ('/' alone: the bucket's top).
  const folder = (text(env.BACKUP_S3_PREFIX) ?? 'painel-backups/').replace(/^\/+/, '');
  const prefix = folder && folder.replace(/\/*$/, '/');
  return {
    bucket,
    prefix,
    endpoint,
    region: text(env.BACKUP_S3_REGION) ?? uploads?.region ?? text(env.AWS_REGION) ?? 'us-east-1',
    // Neither here nor in S3_*: the SDK's own chain (AWS_ACCESS_KEY_ID…, a role).
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : uploads?.credentials,
    forcePathStyle: pathStyle(text(env.BACKUP_S3_FORCE_PATH_STYLE) ?? text(env.S3_FORCE_PATH_STYLE), endpoint),
  };
}

/** The key a profile with `apiKey` accepts: the server variable it names, else its default (the client's default too). */
export function serverApiKey(profile: NamedProfile, env: NodeJS.ProcessEnv): string | undefined {
  return profile.apiKey && (text(env[profile.apiKey.serverEnv]) ?? profile.apiKey.default);
}

export function readConfig(env: NodeJS.ProcessEnv = process.env, apis: ApiProfiles = readApiProfiles()): ServerConfig {
  const keyed = profileList(apis).find((p) => p.apiKey);
  const databaseUrl = text(env.DATABASE_URL);
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL deve começar com postgres:// ou postgresql://.');
  }
  const listenUrl = text(env.DATABASE_LISTEN_URL);
  if (listenUrl && !/^postgres(ql)?:\/\//.test(listenUrl)) {
    throw new ConfigError('DATABASE_LISTEN_URL deve começar com postgres:// ou postgresql://.');
  }
  const uploads = s3Settings(env);
  return {
    host: text(env.HOST) ?? '127.0.0.1',
    port: positiveInt('PORT', env.PORT, 3000, 65535),
    dataDir: resolve(text(env.DATA_DIR) ?? './data'),
    databaseUrl,
    pg: {
      poolMax: positiveInt('PG_POOL_MAX', env.PG_POOL_MAX, DEFAULT_PG_SETTINGS.poolMax, 1000),
      connectionTimeoutMs: positiveInt('PG_CONNECTION_TIMEOUT_MS', env.PG_CONNECTION_TIMEOUT_MS, DEFAULT_PG_SETTINGS.connectionTimeoutMs),
      statementTimeoutMs: positiveInt('PG_STATEMENT_TIMEOUT_MS', env.PG_STATEMENT_TIMEOUT_MS, DEFAULT_PG_SETTINGS.statementTimeoutMs),
      prepare: text(env.PG_PREPARED_STATEMENTS) === undefined ? DEFAULT_PG_SETTINGS.prepare : truthy(env.PG_PREPARED_STATEMENTS),
      ...(listenUrl ? { listenUrl } : {}),
    },
    adminEmail: text(env.ADMIN_EMAIL),
    adminPassword: env.ADMIN_PASSWORD ? env.ADMIN_PASSWORD : undefined,
    adminName: text(env.ADMIN_NAME) ?? 'Administrador',
    anonKey: keyed && serverApiKey(keyed, env),
    uploadMaxBytes: positiveInt('UPLOAD_MAX_BYTES', env.UPLOAD_MAX_BYTES, DEFAULT_UPLOAD_MAX_BYTES),
    seedDemo: truthy(env.SEED_DEMO),
    seedDemoSignIn: truthy(env.SEED_DEMO_SIGN_IN),
    tokenSecret: text(env.TOKEN_SECRET),
    tokenSecretPrevious: text(env.TOKEN_SECRET_PREVIOUS),
    logLevel: text(env.LOG_LEVEL) ?? 'warn',
    trustProxy: trustProxy(env.TRUST_PROXY),
    s3: uploads,
    uploadsPublicUrl: httpUrl('UPLOADS_PUBLIC_URL', env.UPLOADS_PUBLIC_URL),
    instanceId: text(env.INSTANCE_ID),
    backup: {
      dir: resolve(text(env.BACKUP_DIR) ?? join(text(env.DATA_DIR) ?? './data', 'backups')),
      everyHours: text(env.BACKUP_EVERY_HOURS) === '0' ? 0 : positiveInt('BACKUP_EVERY_HOURS', env.BACKUP_EVERY_HOURS, DEFAULT_BACKUP_EVERY_HOURS, 24 * 365),
      keep: positiveInt('BACKUP_KEEP', env.BACKUP_KEEP, DEFAULT_BACKUP_KEEP, 10_000),
      bucket: backupBucket(env, uploads),
    },
    shutdownTimeoutMs: optionalMs('SHUTDOWN_TIMEOUT_MS', env.SHUTDOWN_TIMEOUT_MS),
    shutdownDelayMs: optionalMs('SHUTDOWN_DELAY_MS', env.SHUTDOWN_DELAY_MS),
    shutdownIdleMs: optionalMs('SHUTDOWN_IDLE_MS', env.SHUTDOWN_IDLE_MS),
    migrationLockTimeoutMs: optionalMs('MIGRATION_LOCK_TIMEOUT_MS', env.MIGRATION_LOCK_TIMEOUT_MS),
    timeouts: {
      headersMs: positiveInt('HEADERS_TIMEOUT_MS', env.HEADERS_TIMEOUT_MS, DEFAULT_HTTP_TIMEOUTS.headersMs),
      requestMs: positiveInt('REQUEST_TIMEOUT_MS', env.REQUEST_TIMEOUT_MS, DEFAULT_HTTP_TIMEOUTS.requestMs),
      keepAliveMs: positiveInt('KEEP_ALIVE_TIMEOUT_MS', env.KEEP_ALIVE_TIMEOUT_MS, DEFAULT_HTTP_TIMEOUTS.keepAliveMs),
      socketIdleMs: positiveInt('SOCKET_IDLE_TIMEOUT_MS', env.SOCKET_IDLE_TIMEOUT_MS, DEFAULT_HTTP_TIMEOUTS.socketIdleMs),
    },
    retention: {
      historyDays: positiveInt('HISTORY_RETENTION_DAYS', env.HISTORY_RETENTION_DAYS, DEFAULT_RETENTION.historyDays, 36_500),
      trashDays: positiveInt('TRASH_RETENTION_DAYS', env.TRASH_RETENTION_DAYS, DEFAULT_RETENTION.trashDays, 36_500),
      undoHours: positiveInt('UNDO_TTL_HOURS', env.UNDO_TTL_HOURS, DEFAULT_RETENTION.undoHours, 24 * 365),
    },
    liveStreamCaps: {
      perSession: positiveInt('LIVE_STREAMS_PER_SESSION', env.LIVE_STREAMS_PER_SESSION, DEFAULT_STREAM_CAPS.perSession, 10_000),
      perPerson: positiveInt('LIVE_STREAMS_PER_PERSON', env.LIVE_STREAMS_PER_PERSON, DEFAULT_STREAM_CAPS.perPerson, 10_000),
    },
  };
}
