// @vitest-environment node
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ResourceDescriptor } from '../../src/engine/contract';
import { readSchemasDir } from '../../src/engine/descriptor/readSchemasDir';
import { loadTokenSecret } from '../../src/server/auth/tokenSecret';
import { lockDataDir } from '../../src/server/db/dirLock';
import { openDatabase } from '../../src/server/db';
import { client, freshDb, makeApp, png, signIn, stamped, tempDir, TEST_SECRET } from './helpers';

describe('data survives a restart on the same DATA_DIR', () => {
  it('records, the config row, uploaded files and session tokens', async () => {
    const dataDir = tempDir();
    const first = await makeApp({ dataDir, db: await openDatabase({ dataDir }) });
    const token = await signIn(first);
    const api = client(first, token);
    const category = (await api.post('/api/categories', { name: 'Painel de LED' })).json();
    const banner = (await api.form('POST', '/api/banners', { title: 'Black Friday em BH', file: png() })).json();
    await first.inject({
      method: 'PATCH',
      url: '/rest/v1/config?id=eq.1',
      headers: { apikey: 'painel-anon-key', authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: { instagram_token: 'IGQ-persistente' },
    });
    await first.close();

    const second = await makeApp({ dataDir, db: await openDatabase({ dataDir }) });
    // The token signed before the restart still opens a session (same secret).
    const again = client(second, token);
    expect((await again.get(`/api/categories/${category.id}`)).json()).toEqual(stamped({ id: category.id, name: 'Painel de LED' }));
    expect((await again.get('/api/banners')).json()).toEqual({ data: [banner], total: 1, page: 1, limit: 10 });
    const file = await second.inject({ method: 'GET', url: banner.imageUrl });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    const config = await second.inject({
      method: 'GET',
      url: '/rest/v1/config?select=instagram_token&id=eq.1',
      headers: { apikey: 'painel-anon-key', authorization: `Bearer ${token}`, accept: 'application/vnd.pgrst.object+json' },
    });
    expect(config.json()).toEqual({ instagram_token: 'IGQ-persistente' });
    // Only one administrator: the second start found the first one.
    expect((await again.get('/api/server/users')).json().data.total).toBe(1);
    await second.close();
  });

  it('a second process on the same data directory is refused while the first runs', async () => {
    const dataDir = tempDir();
    const release = lockDataDir(dataDir);
    // pid and start time (Linux), so a pid reused by another process is not taken for the owner.
    expect(readFileSync(join(dataDir, 'painel.pid'), 'utf8')).toMatch(new RegExp(`^${process.pid} \\d+$`));
    release();
    expect(existsSync(join(dataDir, 'painel.pid'))).toBe(false);
    // A live process (our parent) holds the directory: PGlite is never opened.
    writeFileSync(join(dataDir, 'painel.pid'), String(process.ppid));
    await expect(openDatabase({ dataDir })).rejects.toThrow(`Outro processo do Painel (pid ${process.ppid}) já está usando o banco em ${dataDir}`);
    // A lock left by a process that is gone is taken over.
    writeFileSync(join(dataDir, 'painel.pid'), '999999999');
    lockDataDir(dataDir)();
  });

  it('the token secret is made once, kept with mode 0600, and TOKEN_SECRET wins', () => {
    const dataDir = tempDir();
    const secret = loadTokenSecret(dataDir);
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(statSync(join(dataDir, 'secret')).mode & 0o777).toBe(0o600);
    expect(loadTokenSecret(dataDir)).toBe(secret);
    expect(loadTokenSecret(dataDir, TEST_SECRET)).toBe(TEST_SECRET);
    expect(() => loadTokenSecret(dataDir, 'curto')).toThrow(/32/);
  });
});

describe('tables follow the descriptors', () => {
  it('a field added to a descriptor becomes a column, and the rows stay', async () => {
    const db = await freshDb();
    const descriptors = readSchemasDir();
    const dataDir = tempDir();
    const first = await makeApp({ db, dataDir, descriptors });
    const api = client(first, await signIn(first));
    const { id } = (await api.post('/api/categories', { name: 'Empena' })).json();

    // Same database, a descriptor that gained two fields (one with a default).
    const grown: ResourceDescriptor[] = descriptors.map((d) =>
      d.name !== 'categories'
        ? d
        : {
            ...d,
            schema: {
              ...d.schema,
              properties: {
                ...d.schema.properties,
                slug: { title: 'Slug', type: 'string', maxLength: 60 },
                featured: { title: 'Destaque', type: 'boolean', readOnly: true, default: false },
              },
            },
            operations: { ...d.operations, create: { ...d.operations.create!, fields: ['name', 'slug'] } },
          },
    );
    const { buildApp } = await import('../../src/server/app');
    // buildApp on the same db: close the first app's routes only, not the database.
    const second = await buildApp({ db: { ...db, close: async () => {} }, dataDir, descriptors: grown, secret: TEST_SECRET });
    const api2 = client(second, await signIn(second));
    expect((await api2.get(`/api/categories/${id}`)).json()).toEqual(stamped({ id, name: 'Empena', featured: false }));
    const created = await api2.post('/api/categories', { name: 'Front-light', slug: 'front-light' });
    expect(created.json()).toEqual(stamped({ id: expect.any(String), name: 'Front-light', slug: 'front-light', featured: false }));
    const columns = await db.query<{ column_name: string; data_type: string }>(
      "SELECT column_name, data_type FROM information_schema.columns WHERE table_name = 'categories' ORDER BY ordinal_position",
    );
    expect(columns).toEqual([
      { column_name: 'id', data_type: 'text' },
      { column_name: 'created_at', data_type: 'timestamp with time zone' },
      { column_name: 'name', data_type: 'text' },
      // The version (one more at each change), the last change's time and the folded search text (generated
      // from name), all kept by the server.
      { column_name: 'painel_version', data_type: 'bigint' },
      { column_name: 'updated_at', data_type: 'timestamp with time zone' },
      { column_name: 'painel_search', data_type: 'text' },
      { column_name: 'slug', data_type: 'text' },
      { column_name: 'featured', data_type: 'boolean' },
    ]);
    await second.close();
    await first.close();
  });

  it('JSON types map to Postgres types; camelCase names are kept', async () => {
    const db = await freshDb();
    const app = await makeApp({ db });
    const rows = await db.query<{ table_name: string; column_name: string; data_type: string }>(
      "SELECT table_name, column_name, data_type FROM information_schema.columns WHERE table_schema = 'public' AND table_name IN ('outdoors', 'jobs', 'users') ORDER BY table_name, ordinal_position",
    );
    const byTable = (t: string) => Object.fromEntries(rows.filter((r) => r.table_name === t).map((r) => [r.column_name, r.data_type]));
    expect(byTable('outdoors')).toEqual({
      id: 'text', created_at: 'timestamp with time zone', name: 'text', location: 'text', latitude: 'double precision', longitude: 'double precision',
      photoUrl360: 'text', streetViewUrl: 'text', imageUrl: 'text', format: 'text', city: 'text', state: 'text', categoryId: 'text',
      painel_version: 'bigint', updated_at: 'timestamp with time zone', painel_search: 'text',
    });
    expect(byTable('jobs')).toMatchObject({ status: 'boolean', html: 'text' });
    expect(byTable('users')).toMatchObject({ password: 'text', avatarUrl: 'text', email: 'text' });
    await app.close();
  });
});
