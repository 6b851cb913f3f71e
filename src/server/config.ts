import { resolve } from 'node:path';
import { profileList, type ApiProfiles, type NamedProfile } from '../engine/contract';
import { readApiProfiles } from '../engine/descriptor';
import { DEFAULT_PG_SETTINGS, type PgSettings } from './db';

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
  tokenSecret?: string;
  logLevel: string;
  /** TRUST_PROXY, as Fastify's trustProxy: true (any proxy), or the proxies' addresses/CIDRs; absent = off. */
  trustProxy?: true | string;
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

export const DEFAULT_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

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
  return {
    host: text(env.HOST) ?? '127.0.0.1',
    port: positiveInt('PORT', env.PORT, 3000, 65535),
    dataDir: resolve(text(env.DATA_DIR) ?? './data'),
    databaseUrl,
    pg: {
      poolMax: positiveInt('PG_POOL_MAX', env.PG_POOL_MAX, DEFAULT_PG_SETTINGS.poolMax, 1000),
      connectionTimeoutMs: positiveInt('PG_CONNECTION_TIMEOUT_MS', env.PG_CONNECTION_TIMEOUT_MS, DEFAULT_PG_SETTINGS.connectionTimeoutMs),
      statementTimeoutMs: positiveInt('PG_STATEMENT_TIMEOUT_MS', env.PG_STATEMENT_TIMEOUT_MS, DEFAULT_PG_SETTINGS.statementTimeoutMs),
    },
    adminEmail: text(env.ADMIN_EMAIL),
    adminPassword: env.ADMIN_PASSWORD ? env.ADMIN_PASSWORD : undefined,
    adminName: text(env.ADMIN_NAME) ?? 'Administrador',
    anonKey: keyed && serverApiKey(keyed, env),
    uploadMaxBytes: positiveInt('UPLOAD_MAX_BYTES', env.UPLOAD_MAX_BYTES, DEFAULT_UPLOAD_MAX_BYTES),
    seedDemo: truthy(env.SEED_DEMO),
    tokenSecret: text(env.TOKEN_SECRET),
    logLevel: text(env.LOG_LEVEL) ?? 'warn',
    trustProxy: trustProxy(env.TRUST_PROXY),
  };
}
