// @vitest-environment node
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../src/server/config';

describe('server configuration from the environment', () => {
  it('defaults', () => {
    expect(readConfig({})).toEqual({
      host: '127.0.0.1',
      port: 3000,
      dataDir: resolve('./data'),
      databaseUrl: undefined,
      pg: { poolMax: 10, connectionTimeoutMs: 5000, statementTimeoutMs: 30000, prepare: true },
      adminEmail: undefined,
      adminPassword: undefined,
      adminName: 'Administrador',
      anonKey: 'painel-anon-key',
      uploadMaxBytes: 5 * 1024 * 1024,
      seedDemo: false,
      seedDemoSignIn: false,
      tokenSecret: undefined,
      logLevel: 'warn',
      timeouts: { headersMs: 10_000, requestMs: 120_000, keepAliveMs: 72_000, socketIdleMs: 120_000 },
      retention: { historyDays: 365, trashDays: 30, undoHours: 24 },
      liveStreamCaps: { perSession: 10, perPerson: 30 },
      backup: { dir: resolve('./data/backups'), everyHours: 24, keep: 14 },
    });
  });

  it('reads every variable', () => {
    const config = readConfig({
      HOST: '0.0.0.0', PORT: '8080', DATA_DIR: '/srv/painel', DATABASE_URL: 'postgres://u@db/painel', ADMIN_EMAIL: 'chefe@exemplo.com.br',
      ADMIN_PASSWORD: 'senha-do-chefe', ADMIN_NAME: 'Chefe', SUPABASE_ANON_KEY: 'chave', UPLOAD_MAX_BYTES: '1048576', SEED_DEMO: '1', SEED_DEMO_SIGN_IN: 'true',
      TOKEN_SECRET: 'x'.repeat(40), LOG_LEVEL: 'info', PG_POOL_MAX: '25', PG_CONNECTION_TIMEOUT_MS: '2000', PG_STATEMENT_TIMEOUT_MS: '60000', PG_PREPARED_STATEMENTS: 'off',
      HEADERS_TIMEOUT_MS: '5000', REQUEST_TIMEOUT_MS: '60000', KEEP_ALIVE_TIMEOUT_MS: '65000', SOCKET_IDLE_TIMEOUT_MS: '90000',
      HISTORY_RETENTION_DAYS: '90', TRASH_RETENTION_DAYS: '7', UNDO_TTL_HOURS: '48', LIVE_STREAMS_PER_SESSION: '4', LIVE_STREAMS_PER_PERSON: '12',
      SHUTDOWN_DELAY_MS: '5000', SHUTDOWN_IDLE_MS: '3000', SHUTDOWN_TIMEOUT_MS: '20000',
      BACKUP_DIR: '/mnt/copias', BACKUP_EVERY_HOURS: '6', BACKUP_KEEP: '30',
    });
    expect(config).toEqual({
      host: '0.0.0.0', port: 8080, dataDir: '/srv/painel', databaseUrl: 'postgres://u@db/painel',
      pg: { poolMax: 25, connectionTimeoutMs: 2000, statementTimeoutMs: 60000, prepare: false }, adminEmail: 'chefe@exemplo.com.br',
      adminPassword: 'senha-do-chefe', adminName: 'Chefe', anonKey: 'chave', uploadMaxBytes: 1048576, seedDemo: true, seedDemoSignIn: true,
      tokenSecret: 'x'.repeat(40), logLevel: 'info',
      timeouts: { headersMs: 5000, requestMs: 60_000, keepAliveMs: 65_000, socketIdleMs: 90_000 },
      retention: { historyDays: 90, trashDays: 7, undoHours: 48 },
      shutdownDelayMs: 5000, shutdownIdleMs: 3000, shutdownTimeoutMs: 20_000,
      liveStreamCaps: { perSession: 4, perPerson: 12 },
      backup: { dir: '/mnt/copias', everyHours: 6, keep: 30 },
    });
  });

  it('BACKUP_*: the backups go beside the data unless told, and 0 turns the schedule off', () => {
    expect(readConfig({ DATA_DIR: '/srv/painel' }).backup).toEqual({ dir: '/srv/painel/backups', everyHours: 24, keep: 14 });
    expect(readConfig({ BACKUP_EVERY_HOURS: '0' }).backup.everyHours).toBe(0);
  });

  describe('BACKUP_S3_*: backups in a bucket instead of BACKUP_DIR', () => {
    const own = {
      BACKUP_S3_BUCKET: 'copias', BACKUP_S3_PREFIX: 'painel/copias', BACKUP_S3_ENDPOINT: 'https://s3.exemplo.com.br/', BACKUP_S3_REGION: 'sa-east-1',
      BACKUP_S3_ACCESS_KEY_ID: 'chave-copias', BACKUP_S3_SECRET_ACCESS_KEY: 'segredo-copias', BACKUP_S3_FORCE_PATH_STYLE: 'false',
    };
    const uploads = { S3_BUCKET: 'arquivos', S3_ENDPOINT: 'http://minio:9000', S3_REGION: 'us-west-2', S3_ACCESS_KEY_ID: 'chave-arquivos', S3_SECRET_ACCESS_KEY: 'segredo-arquivos' };

    it('off unless BACKUP_S3_BUCKET is set (the uploads\' bucket alone does not turn it on)', () => {
      expect(readConfig({}).backup.bucket).toBeUndefined();
      expect(readConfig(uploads).backup.bucket).toBeUndefined();
    });

    it('its own variables, the prefix ending in one slash', () => {
      expect(readConfig({ ...uploads, ...own }).backup.bucket).toEqual({
        bucket: 'copias', prefix: 'painel/copias/', endpoint: 'https://s3.exemplo.com.br', region: 'sa-east-1',
        credentials: { accessKeyId: 'chave-copias', secretAccessKey: 'segredo-copias' }, forcePathStyle: false,
      });
      expect(readConfig({ BACKUP_S3_BUCKET: 'copias', BACKUP_S3_PREFIX: '/copias/' }).backup.bucket?.prefix).toBe('copias/');
    });

    it('each unset one falls back to the uploads\' S3_*; the prefix to painel-backups/', () => {
      expect(readConfig({ ...uploads, BACKUP_S3_BUCKET: 'copias' }).backup.bucket).toEqual({
        bucket: 'copias', prefix: 'painel-backups/', endpoint: 'http://minio:9000', region: 'us-west-2',
        credentials: { accessKeyId: 'chave-arquivos', secretAccessKey: 'segredo-arquivos' }, forcePathStyle: true,
      });
      expect(readConfig({ ...uploads, BACKUP_S3_BUCKET: 'copias', BACKUP_S3_REGION: 'sa-east-1' }).backup.bucket?.region).toBe('sa-east-1');
      // Without any S3_*: AWS S3 itself, and the SDK's own credentials.
      expect(readConfig({ BACKUP_S3_BUCKET: 'copias' }).backup.bucket).toEqual({
        bucket: 'copias', prefix: 'painel-backups/', endpoint: undefined, region: 'us-east-1', credentials: undefined, forcePathStyle: false,
      });
    });

    it.each([
      [{ BACKUP_S3_PREFIX: 'copias/', BACKUP_S3_ENDPOINT: 'http://minio:9000' }, 'BACKUP_S3_PREFIX, BACKUP_S3_ENDPOINT sem BACKUP_S3_BUCKET: informe o bucket onde guardar as cópias de segurança.'],
      [{ ...uploads, BACKUP_S3_ACCESS_KEY_ID: 'chave' }, 'BACKUP_S3_ACCESS_KEY_ID sem BACKUP_S3_BUCKET: informe o bucket onde guardar as cópias de segurança.'],
      [{ BACKUP_S3_BUCKET: 'copias', BACKUP_S3_ACCESS_KEY_ID: 'chave' }, 'Informe a chave de acesso do bucket das cópias completa: BACKUP_S3_ACCESS_KEY_ID e BACKUP_S3_SECRET_ACCESS_KEY (ou nenhuma das duas, para usar a de S3_*).'],
      [{ ...uploads, BACKUP_S3_BUCKET: 'copias', BACKUP_S3_SECRET_ACCESS_KEY: 'segredo' }, 'Informe a chave de acesso do bucket das cópias completa: BACKUP_S3_ACCESS_KEY_ID e BACKUP_S3_SECRET_ACCESS_KEY (ou nenhuma das duas, para usar a de S3_*).'],
      [{ BACKUP_S3_BUCKET: 'copias', BACKUP_S3_ENDPOINT: 'minio:9000' }, 'BACKUP_S3_ENDPOINT deve ser uma URL começando com http:// ou https:// (recebido: minio:9000).'],
    ])('refuses %o with a Portuguese reason', (env, message) => {
      expect(() => readConfig(env)).toThrow(message);
    });
  });

  it('DATABASE_LISTEN_URL: where the live streams LISTEN (a direct address behind PgBouncer)', () => {
    expect(readConfig({ DATABASE_URL: 'postgres://bouncer:6432/painel', DATABASE_LISTEN_URL: 'postgres://db:5432/painel' }).pg.listenUrl).toBe('postgres://db:5432/painel');
    expect(readConfig({ DATABASE_URL: 'postgres://db:5432/painel' }).pg.listenUrl).toBeUndefined();
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT deve ser um número inteiro entre 1 e 65535 (recebido: abc).'],
    [{ PORT: '70000' }, 'PORT deve ser um número inteiro entre 1 e 65535 (recebido: 70000).'],
    [{ UPLOAD_MAX_BYTES: '5MB' }, /UPLOAD_MAX_BYTES deve ser um número inteiro/],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL deve começar com postgres:// ou postgresql://.'],
    [{ DATABASE_LISTEN_URL: 'pgbouncer:6432' }, 'DATABASE_LISTEN_URL deve começar com postgres:// ou postgresql://.'],
    [{ PG_POOL_MAX: '0' }, 'PG_POOL_MAX deve ser um número inteiro entre 1 e 1000 (recebido: 0).'],
    [{ PG_CONNECTION_TIMEOUT_MS: '5s' }, /PG_CONNECTION_TIMEOUT_MS deve ser um número inteiro/],
    [{ PG_STATEMENT_TIMEOUT_MS: '-1' }, /PG_STATEMENT_TIMEOUT_MS deve ser um número inteiro/],
    [{ REQUEST_TIMEOUT_MS: '2m' }, /REQUEST_TIMEOUT_MS deve ser um número inteiro/],
    [{ SHUTDOWN_IDLE_MS: '2s' }, /SHUTDOWN_IDLE_MS deve ser um número inteiro/],
    [{ LIVE_STREAMS_PER_SESSION: '0' }, 'LIVE_STREAMS_PER_SESSION deve ser um número inteiro entre 1 e 10000 (recebido: 0).'],
    [{ BACKUP_EVERY_HOURS: 'diário' }, 'BACKUP_EVERY_HOURS deve ser um número inteiro entre 1 e 8760 (recebido: diário).'],
    [{ BACKUP_KEEP: '0' }, 'BACKUP_KEEP deve ser um número inteiro entre 1 e 10000 (recebido: 0).'],
  ])('refuses %o with a Portuguese reason', (env, message) => {
    expect(() => readConfig(env)).toThrow(message);
  });
});

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, undefined],
    ['false', undefined],
    ['0', undefined],
    ['true', true],
    ['sim', true],
    ['10.0.0.0/8, 127.0.0.1', '10.0.0.0/8,127.0.0.1'],
    ['::1,fd00::/8', '::1,fd00::/8'],
  ])('TRUST_PROXY=%s → trustProxy %o', (raw, expected) => {
    expect(readConfig({ TRUST_PROXY: raw }).trustProxy).toEqual(expected);
  });

  it('refuses a hop count (Fastify 5 would then trust no one) and anything else, with a Portuguese reason', () => {
    expect(() => readConfig({ TRUST_PROXY: '2' })).toThrow(
      'TRUST_PROXY não aceita um número de proxies (recebido: 2): informe true ou os endereços/CIDR dos proxies, separados por vírgula.',
    );
    expect(() => readConfig({ TRUST_PROXY: 'proxy.interno' })).toThrow(
      'TRUST_PROXY deve ser true, false ou uma lista de endereços/CIDR dos proxies separados por vírgula (recebido: proxy.interno).',
    );
  });
});
