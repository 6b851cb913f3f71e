import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp, identityCreateRules, type AppOptions } from '../../src/server/app';
import type { ApiProfiles } from '../../src/engine/contract';
import { bootstrapAdmin } from '../../src/server/auth/bootstrapAdmin';
import { PGLITE_EXTENSIONS, pgliteDb, type Db } from '../../src/server/db';
import { openPg } from '../../src/server/db/pg';
import { maintain } from '../../src/server/history';

export const TEST_SECRET = 'segredo-dos-testes-com-mais-de-32-bytes';
export const ADMIN = { email: 'admin@painel.local', password: 'senha-do-admin-1', name: 'Administrador' };
/** Cheap scrypt for tests; the stored hash carries its parameters either way. */
const FAST_SCRYPT = { N: 1024, r: 8, p: 1 };

const made: string[] = [];
/** A temporary directory, removed when the test file ends. */
export function tempDir(label = 'painel-test-'): string {
  const dir = mkdtempSync(join(tmpdir(), label));
  made.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/**
 * PAINEL_TEST_DATABASE_URL=postgres://… runs the server suites on a PostgreSQL server instead (through `pg`,
 * the DATABASE_URL path): each call gets its own new database, dropped when closed.
 */
export const TEST_DATABASE_URL = process.env.PAINEL_TEST_DATABASE_URL;

/** A new, empty database on the test PostgreSQL (PAINEL_TEST_DATABASE_URL): its URL, and how to drop it. */
export async function throwawayDatabaseUrl(url = TEST_DATABASE_URL!): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `painel_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    async drop() {
      const drop = new pg.Client({ connectionString: url });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await drop.end();
    },
  };
}

async function freshPgDatabase(url: string): Promise<Db> {
  const fresh = await throwawayDatabaseUrl(url);
  const db = await openPg(fresh.url);
  return {
    ...db,
    async close() {
      await db.close();
      await fresh.drop();
    },
  };
}

/**
 * A fresh, empty in-memory Postgres. Creating a PGlite cluster (initdb) takes 2–3 s; loading the files of an
 * empty one takes 0.4 s, so the first test file to need one saves a snapshot of a just-created cluster.
 */
const pgliteVersion = (JSON.parse(readFileSync(join(dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), '..', 'package.json'), 'utf8')) as { version: string }).version;
const TEMPLATE = join(tmpdir(), `painel-pglite-${pgliteVersion}-empty.tar`);
export async function freshDb(): Promise<Db> {
  if (TEST_DATABASE_URL) return freshPgDatabase(TEST_DATABASE_URL);
  if (existsSync(TEMPLATE)) return pgliteDb(await PGlite.create({ loadDataDir: new Blob([readFileSync(TEMPLATE)]), extensions: PGLITE_EXTENSIONS }));
  const pg = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const tmp = `${TEMPLATE}.${process.pid}`;
  writeFileSync(tmp, Buffer.from(await (await pg.dumpDataDir('none')).arrayBuffer()));
  renameSync(tmp, TEMPLATE);
  return pgliteDb(pg);
}

/**
 * One database for a whole test file, started on several times (an upgrade: a start, the database changed as an
 * older version left it, the next start): `kept` is the one to give the apps, as their close must not close it.
 */
export function sharedDb(): { db: Db; kept: Db } {
  const made = {} as { db: Db; kept: Db };
  beforeAll(async () => {
    made.db = await freshDb();
    made.kept = { ...made.db, close: async () => {} };
  });
  afterAll(() => made.db?.close());
  return made;
}

/** A fresh app on an in-memory PGlite (or the given db/data dir), with the administrator created. */
export async function makeApp(options: Partial<AppOptions> = {}): Promise<FastifyInstance> {
  const app = await buildApp({
    db: options.db ?? (await freshDb()),
    dataDir: options.dataDir ?? tempDir(),
    secret: TEST_SECRET,
    scryptCost: FAST_SCRYPT,
    ...options,
  });
  const { repo, records, registry } = app.painel;
  await bootstrapAdmin({ repo, service: records, identity: registry.identity, rules: identityCreateRules(app) }, ADMIN);
  return app;
}

/**
 * Runs the housekeeping as if `days` had passed: the undo window and the trash's 30 days are over, so a file no
 * record (and no trashed record) points at is removed. Files are removed late on purpose (undo, trash).
 */
export function afterRetention(app: FastifyInstance, days = 31) {
  const { db, registry, keeping, retention } = app.painel;
  return maintain(db, { registry, ...keeping, retention }, new Date(Date.now() + days * 86_400_000));
}

/**
 * A copy of schemas/ in a temporary folder (removed when the test file ends), its apis.json changed by `change`:
 * a profile a test declares without touching the real one. Add descriptors to the folder as needed.
 */
export function schemasWithApis(change: (apis: ApiProfiles) => void): string {
  const dir = tempDir('painel-schemas-');
  cpSync(resolve(import.meta.dirname, '../../schemas'), dir, { recursive: true });
  const apis = JSON.parse(readFileSync(join(dir, 'apis.json'), 'utf8')) as ApiProfiles;
  change(apis);
  writeFileSync(join(dir, 'apis.json'), JSON.stringify(apis, null, 2));
  return dir;
}

/** An app for a whole test file, signed in as the administrator: made before its tests, closed after them. */
export function signedInApp(options: Partial<AppOptions> = {}): { app: FastifyInstance; api: ReturnType<typeof client> } {
  const made = {} as { app: FastifyInstance; api: ReturnType<typeof client> };
  beforeAll(async () => {
    made.app = await makeApp(options);
    made.api = client(made.app, await signIn(made.app));
  });
  afterAll(() => made.app?.close());
  return made;
}

export async function signIn(app: FastifyInstance, email = ADMIN.email, password = ADMIN.password): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/authentication', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return res.json().token as string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The server-side session a token names (its `sid`), read without checking it. */
export const sessionIdOf = (token: string): string => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sid;

/** A request helper bound to one app and token. */
export function client(app: FastifyInstance, token: string) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method, url, headers: { ...bearer(token), ...headers }, ...(payload === undefined ? {} : { payload: payload as string }) });
  return {
    /** The Authorization header value, for hand-made requests. */
    token: `Bearer ${token}`,
    get: (url: string) => call('GET', url),
    post: (url: string, body?: unknown) => call('POST', url, body),
    put: (url: string, body?: unknown) => call('PUT', url, body),
    patch: (url: string, body?: unknown) => call('PATCH', url, body),
    delete: (url: string) => call('DELETE', url),
    /** multipart/form-data: `{field: string}` values and `{field: FilePart}` files. */
    form: (method: 'POST' | 'PUT' | 'PATCH', url: string, parts: Record<string, string | FilePart>) => {
      const { body, contentType } = multipart(parts);
      return app.inject({ method, url, headers: { ...bearer(token), 'content-type': contentType }, payload: body });
    },
  };
}

export interface FilePart {
  filename: string;
  type: string;
  data: Buffer;
}

export function multipart(parts: Record<string, string | FilePart | (string | FilePart)[]>): { body: Buffer; contentType: string } {
  const boundary = `----painel${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(parts)) {
    for (const v of Array.isArray(value) ? value : [value]) {
      if (typeof v === 'string') {
        chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${v}\r\n`));
      } else {
        chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${v.filename}"\r\nContent-Type: ${v.type}\r\n\r\n`));
        chunks.push(v.data, Buffer.from('\r\n'));
      }
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A real 1×1 PNG, written out byte by byte. */
export const PNG_BYTES = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f4a4a00000000049454e44ae426082',
  'hex',
);
export const png = (filename = 'foto.png'): FilePart => ({ filename, type: 'image/png', data: PNG_BYTES });
/** Text under an image's name and type: the bytes give it away. */
export const fakePng = (): FilePart => ({ filename: 'foto.png', type: 'image/png', data: Buffer.from('isto não é uma imagem, é texto\n') });
export const pdf = (): FilePart => ({
  filename: 'proposta.pdf',
  type: 'application/pdf',
  data: Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
});
export const svg = (): FilePart => ({
  filename: 'logo.svg',
  type: 'image/svg+xml',
  data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>'),
});

export const json = (res: LightMyRequestResponse) => res.json() as Record<string, unknown> & { data?: unknown };

/** An instant as the API writes one: ISO 8601 in UTC, to the millisecond. */
export const ISO_INSTANT = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
/** A REST record as answered: its fields plus the creation and last-change times and the version the server sets. */
export const stamped = <T extends object>(record: T) => ({ ...record, createdAt: ISO_INSTANT, updatedAt: ISO_INSTANT, version: expect.any(Number) });

/**
 * Gives a person a role ("Alterar perfil"): one created through the spec's call gets roles.json's `newUsers`
 * ("sem-acesso") and cannot sign in until given one.
 */
export async function giveRole(api: ReturnType<typeof client>, id: string, role = 'editor'): Promise<void> {
  const res = await api.patch(`/api/server/users/role/${id}`, { role });
  if (res.statusCode !== 200) throw new Error(`role failed: ${res.statusCode} ${res.body}`);
}

/** The id a create answered (201, as the record or under `data`); a failed create stops the test saying why. */
export function created(res: LightMyRequestResponse): string {
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  const body = res.json();
  return (body.data?.id ?? body.id) as string;
}
