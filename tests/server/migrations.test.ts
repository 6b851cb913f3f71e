// @vitest-environment node
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSchemasDir, readApiProfiles, readSchemasDir } from '../../src/engine/descriptor/readSchemasDir';
import type { ResourceDescriptor } from '../../src/engine/contract';
import { migrate, type Db } from '../../src/server/db';
import { openPg } from '../../src/server/db/pg';
import { Registry } from '../../src/server/model';
import { freshDb } from './helpers';
import { pgAvailable, pgForTests, type PgForTests } from './support/pgDatabases';

const registry = (descriptors: ResourceDescriptor[] = readSchemasDir()) => new Registry(descriptors, readApiProfiles(defaultSchemasDir));

/** The same database, with every statement that reaches it written down. */
function recording(db: Db, seen: string[]): Db {
  return {
    kind: db.kind,
    query: (sql, params) => {
      seen.push(sql.trim());
      return db.query(sql, params);
    },
    transaction: (work) => db.transaction((tx) => work(recording(tx, seen))),
    close: () => db.close(),
  };
}
const ddl = (statements: string[]) => statements.filter((s) => /^(CREATE|ALTER|DROP)\b/i.test(s));

describe('migrations issue DDL only for what is missing', () => {
  it('a start on an up-to-date database issues no CREATE or ALTER (the first start does)', async () => {
    const db = await freshDb();
    try {
      const first: string[] = [];
      await migrate(recording(db, first), registry());
      expect(ddl(first)).toContain('CREATE TABLE IF NOT EXISTS "categories" (id text PRIMARY KEY, created_at timestamptz NOT NULL DEFAULT clock_timestamp())');
      const again: string[] = [];
      await migrate(recording(db, again), registry());
      expect(ddl(again)).toEqual([]);
      // The turn is taken and the catalog read, in one transaction.
      expect(again.slice(0, 2)).toEqual(['SELECT pg_advisory_xact_lock($1)', 'SET LOCAL lock_timeout = 5000']);
    } finally {
      await db.close();
    }
  });

  it('a descriptor that gains a field adds just that column', async () => {
    const db = await freshDb();
    try {
      await migrate(db, registry());
      const grown = readSchemasDir().map((d) =>
        d.name === 'categories' ? { ...d, schema: { ...d.schema, properties: { ...d.schema.properties, slug: { title: 'Slug', type: 'string' as const } } } } : d,
      );
      const seen: string[] = [];
      await migrate(recording(db, seen), registry(grown));
      expect(ddl(seen)).toEqual(['ALTER TABLE "categories" ADD COLUMN IF NOT EXISTS "slug" text']);
    } finally {
      await db.close();
    }
  });

  it('rentals from before the outdoor and the status: the two columns are added and the old rows read confirmada', async () => {
    const db = await freshDb();
    try {
      const before = readSchemasDir().map((d) => {
        // Before the rule, outdoors were free or busy by nothing.
        if (d.availability) return { ...d, availability: undefined };
        if (d.name !== 'tenancies') return d;
        const { outdoorId: _o, status: _s, ...properties } = d.schema.properties;
        const { outdoorId: _r, ...references } = d.references ?? {};
        const list = d.list && { ...d.list, filters: d.list.filters?.filter((f) => f !== 'outdoorId' && f !== 'status') };
        return { ...d, schema: { ...d.schema, properties }, references, list, noOverlap: undefined, timeline: undefined };
      });
      await migrate(db, registry(before));
      await db.query(`INSERT INTO services (id, name, price) VALUES ('s1', 'Lona', 10)`);
      await db.query(`INSERT INTO users (id, name, email) VALUES ('u1', 'Rita', 'rita@exemplo.com.br')`);
      await db.query(`INSERT INTO tenancies (id, "serviceId", "userId", "startDate", "endDate") VALUES ('t1', 's1', 'u1', '2026-12-01', '2026-12-14')`);
      const seen: string[] = [];
      await migrate(recording(db, seen), registry());
      expect(ddl(seen)).toEqual(
        expect.arrayContaining([
          'ALTER TABLE "tenancies" ADD COLUMN IF NOT EXISTS "outdoorId" text',
          `ALTER TABLE "tenancies" ADD COLUMN IF NOT EXISTS "status" text DEFAULT 'confirmada'`,
        ]),
      );
      expect(await db.query('SELECT "outdoorId", status FROM tenancies')).toEqual([{ outdoorId: null, status: 'confirmada' }]);
    } finally {
      await db.close();
    }
  });

  it('rentals that overlap from before the rule: named in a warning, no constraint until they are fixed, then it is made', async () => {
    const db = await freshDb();
    try {
      const before = readSchemasDir().map((d) => (d.name === 'tenancies' ? { ...d, noOverlap: undefined } : d.availability ? { ...d, availability: undefined } : d));
      await migrate(db, registry(before));
      await db.query(`INSERT INTO services (id, name, price) VALUES ('s1', 'Lona', 10)`);
      await db.query(`INSERT INTO users (id, name, email) VALUES ('u1', 'Rita', 'rita@exemplo.com.br')`);
      await db.query(`INSERT INTO outdoors (id, name, location, latitude, longitude) VALUES ('o1', 'Av. Paulista, 1000', 'SP', 0, 0)`);
      const rent = (id: string, start: string, end: string, status = 'confirmada') =>
        db.query(`INSERT INTO tenancies (id, "serviceId", "userId", "outdoorId", "startDate", "endDate", status) VALUES ($1, 's1', 'u1', 'o1', $2, $3, $4)`, [id, start, end, status]);
      await rent('t1', '2026-12-01', '2026-12-14');
      await rent('t2', '2026-12-14', '2026-12-20');
      await rent('t3', '2026-12-01', '2026-12-31', 'cancelada');
      const rule = `SELECT conname FROM pg_constraint WHERE contype = 'x' AND conrelid = 'tenancies'::regclass`;

      expect(await migrate(db, registry())).toEqual(
        expect.arrayContaining([
          expect.stringMatching(
            /^Locações que se sobrepõem \(tabela tenancies, outdoorId\): t1 e t2\. Novas gravações já são verificadas; corrija ou cancele essas linhas e reinicie para criar a restrição tenancies_no_overlap_[0-9a-f]{10}\.$/,
          ),
        ]),
      );
      expect(await db.query(rule)).toEqual([]);

      await db.query(`UPDATE tenancies SET "startDate" = '2026-12-15' WHERE id = 't2'`);
      await migrate(db, registry());
      expect(await db.query(rule)).toEqual([{ conname: expect.stringMatching(/^tenancies_no_overlap_[0-9a-f]{10}$/) }]);
      await expect(rent('t4', '2026-12-10', '2026-12-10')).rejects.toMatchObject({ code: '23P01' });
    } finally {
      await db.close();
    }
  });

  it('a database from before undo was one table: its two undo tables go at the next start, once', async () => {
    const db = await freshDb();
    try {
      await migrate(db, registry());
      await db.query('CREATE TABLE painel_undo (token text PRIMARY KEY, expires_at timestamptz NOT NULL)');
      await db.query('CREATE TABLE painel_undo_step (id bigserial PRIMARY KEY, token text NOT NULL REFERENCES painel_undo (token))');
      const seen: string[] = [];
      await migrate(recording(db, seen), registry());
      expect(ddl(seen)).toEqual(['DROP TABLE IF EXISTS painel_undo_step', 'DROP TABLE IF EXISTS painel_undo']);
      const left = await db.query<{ name: string }>(`SELECT tablename AS name FROM pg_tables WHERE tablename LIKE 'painel_undo%' ORDER BY 1`);
      expect(left.map((r) => r.name)).toEqual(['painel_undo_used']);
    } finally {
      await db.close();
    }
  });

  it('a database from before undo rode on the history entry: the entries gain three columns, once; its steps table stays for the old instances of a rolling upgrade', async () => {
    const db = await freshDb();
    try {
      await migrate(db, registry());
      await db.query('ALTER TABLE painel_history DROP COLUMN undo_token, DROP COLUMN undo_kind, DROP COLUMN undo_previous');
      await db.query('CREATE TABLE painel_undo_steps (id bigserial PRIMARY KEY, token text NOT NULL, previous jsonb)');
      const seen: string[] = [];
      await migrate(recording(db, seen), registry());
      expect(ddl(seen)).toEqual([
        'ALTER TABLE painel_history ADD COLUMN IF NOT EXISTS undo_token text',
        'ALTER TABLE painel_history ADD COLUMN IF NOT EXISTS undo_kind text',
        'ALTER TABLE painel_history ADD COLUMN IF NOT EXISTS undo_previous jsonb',
        // Like the entries' other JSON, never analysed.
        'ALTER TABLE painel_history ALTER COLUMN undo_previous SET STATISTICS 0',
        'CREATE INDEX IF NOT EXISTS painel_history_undo_idx ON painel_history (undo_token) WHERE undo_token IS NOT NULL',
      ]);
      // An instance of the previous version still writes its steps there until it is replaced.
      await db.query(`INSERT INTO painel_undo_steps (token) VALUES ('de-uma-instancia-antiga')`);
      const again: string[] = [];
      await migrate(recording(db, again), registry());
      expect(ddl(again)).toEqual([]);
    } finally {
      await db.close();
    }
  });

  it('a descriptor whose table would be one of the server’s own (painel_…) is refused', async () => {
    const db = await freshDb();
    try {
      const clash = readSchemasDir().map((d) => (d.name === 'categories' ? { ...d, name: 'painel_settings' } : d));
      await expect(migrate(db, registry(clash))).rejects.toThrow('o recurso painel_settings usaria a tabela "painel_settings": nomes começando com painel_ são do próprio servidor');
    } finally {
      await db.close();
    }
  });
});

if (!pgAvailable) console.warn('migrations.test.ts: the PostgreSQL cases are skipped (no PAINEL_TEST_DATABASE_URL and no PostgreSQL binaries)');

describe.skipIf(!pgAvailable)('migrations on a real PostgreSQL, several instances at once', () => {
  let server: PgForTests;
  beforeAll(async () => {
    server = await pgForTests();
  }, 60_000);
  afterAll(() => server?.stop());

  it('8 instances migrating one fresh database at the same moment all succeed, and the schema is whole', async () => {
    const url = await server.newDatabase();
    const pools = await Promise.all(Array.from({ length: 8 }, () => openPg(url, { poolMax: 2 })));
    try {
      const results = await Promise.allSettled(pools.map((db) => migrate(db, registry())));
      expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
      const seen: string[] = [];
      await migrate(recording(pools[0], seen), registry());
      expect(ddl(seen)).toEqual([]);
    } finally {
      await Promise.all(pools.map((db) => db.close()));
    }
  });

  it('a start while a long read holds a table neither waits for it nor blocks the readers behind it', async () => {
    const url = await server.newDatabase();
    const db = await openPg(url, { poolMax: 2 });
    const reader = new pg.Client({ connectionString: url });
    await reader.connect();
    try {
      await migrate(db, registry());
      await reader.query('BEGIN');
      await reader.query('SELECT count(*) FROM categories');
      // Every table exists: nothing to wait for (before, ADD COLUMN IF NOT EXISTS waited for this reader).
      await expect(migrate(db, registry(), { lockTimeoutMs: 60_000 })).resolves.toEqual([]);
      expect(await db.query('SELECT count(*)::int AS n FROM categories')).toEqual([{ n: 0 }]);
    } finally {
      await reader.query('ROLLBACK');
      await reader.end();
      await db.close();
    }
  });

  it('a column to add while a long read holds its table: gives up after lock_timeout with a Portuguese reason, changes nothing, and adds it once the table is free', async () => {
    const url = await server.newDatabase();
    const db = await openPg(url, { poolMax: 2 });
    const reader = new pg.Client({ connectionString: url });
    await reader.connect();
    const grown = readSchemasDir().map((d) =>
      d.name === 'categories' ? { ...d, schema: { ...d.schema, properties: { ...d.schema.properties, slug: { title: 'Slug', type: 'string' as const } } } } : d,
    );
    const slug = () => db.query(`SELECT 1 FROM information_schema.columns WHERE table_name = 'categories' AND column_name = 'slug'`);
    try {
      await migrate(db, registry());
      await reader.query('BEGIN');
      await reader.query('SELECT count(*) FROM categories');
      await expect(migrate(db, registry(grown), { lockTimeoutMs: 200 })).rejects.toThrow(
        'A atualização das tabelas esperou mais de 200 ms por uma tabela em uso, 3 vezes (uma consulta longa ou uma transação aberta?); nada foi alterado. Tente de novo com as tabelas livres, ou aumente MIGRATION_LOCK_TIMEOUT_MS.',
      );
      expect(await slug()).toEqual([]);
      await reader.query('COMMIT');
      await migrate(db, registry(grown), { lockTimeoutMs: 200 });
      expect(await slug()).toEqual([{ '?column?': 1 }]);
    } finally {
      await reader.end().catch(() => {});
      await db.close();
    }
  });
});
