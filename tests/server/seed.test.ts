// @vitest-environment node
import { cpSync, existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { seedDemo } from '../../src/server/demo';
import { suppliersDescriptor } from '../utils/exampleDescriptor';
import { client, makeApp, signedInApp, signIn, tempDir } from './helpers';
import { UPLOAD_BACKENDS } from './support/uploadBackends';

/** The password schemas/demo/users.json gives every demo user (and docs/operating.md names). */
const DEMO_PASSWORD = 'painel-demo-2026';

const dataDir = tempDir();

const made = signedInApp({ dataDir });

describe('demo data (npm run seed / SEED_DEMO=1)', () => {
  it('fills every entity through the validated write path, and a second run adds nothing', async () => {
    const first = await seedDemo(made.app);
    expect(first.created).toEqual({ services: 4, clients: 6, users: 3, tenancies: 135, posts: 3, outdoors: 16, banners: 3, categories: 5, jobs: 3, config: 1, periods: 52 });
    // Safe on a real instance: no published password (issue 11).
    expect(first.passwords).toBeUndefined();
    expect(await seedDemo(made.app)).toEqual({ created: {} });

    const totals = Object.fromEntries(
      await Promise.all(
        ['/api/outdoors', '/api/banners', '/api/categories', '/api/jobs'].map(async (u) => [u, (await made.api.get(u)).json().total]),
      ),
    );
    expect(totals).toEqual({ '/api/outdoors': 16, '/api/banners': 3, '/api/categories': 5, '/api/jobs': 3 });
    expect((await made.api.get('/api/server/users')).json().data.total).toBe(4);
    expect((await made.api.get('/api/server/tenancies?q=mariana')).json().data.total).toBe(1);
  });

  it('stores generated images and a PDF; demo users cannot sign in unless asked', async () => {
    const banners = (await made.api.get('/api/banners')).json().data as { imageUrl: string }[];
    for (const b of banners) expect(existsSync(join(dataDir, 'uploads', b.imageUrl.replace('/uploads/', '')))).toBe(true);
    const image = await made.app.inject({ method: 'GET', url: banners[0].imageUrl });
    expect(image.headers['content-type']).toBe('image/png');
    const posts = (await made.api.get('/api/server/posts')).json().data.items as { fileUrl: string }[];
    expect(posts.map((p) => p.fileUrl.split('.').pop()).sort()).toEqual(['pdf', 'png', 'png']);
    const users = (await made.api.get('/api/server/users?q=mariana')).json().data.items;
    expect(users[0].avatarUrl).toMatch(/^\/uploads\/.+\.png$/);
    const refused = await made.app.inject({ method: 'POST', url: '/api/authentication', payload: { email: 'mariana.costa@exemplo.com.br', password: DEMO_PASSWORD } });
    expect(refused.statusCode).toBe(401);
  });

  it('with SEED_DEMO_SIGN_IN (signIn: true) the demo users sign in with the printed password', async () => {
    const other = await makeApp({ dataDir: tempDir() });
    try {
      const seeded = await seedDemo(other, undefined, { signIn: true });
      expect(seeded.passwords).toEqual([DEMO_PASSWORD]);
      expect(await signIn(other, 'mariana.costa@exemplo.com.br', DEMO_PASSWORD)).toBeTruthy();
    } finally {
      await other.close();
    }
  });

  it('sets the Instagram token only when it is empty', async () => {
    const read = () =>
      made.app.inject({
        method: 'GET',
        url: '/rest/v1/config?select=instagram_token&id=eq.1',
        headers: { apikey: 'painel-anon-key', authorization: made.api.token, accept: 'application/vnd.pgrst.object+json' },
      });
    expect((await read()).json().instagram_token).toMatch(/^IGQ/);
  });
});

describe('the demo rows are data in <schemas>/demo/, one file per resource', () => {
  const schemasCopy = () => {
    const dir = tempDir('painel-schemas-');
    cpSync(resolve(import.meta.dirname, '../../schemas'), dir, { recursive: true });
    for (const f of readdirSync(join(dir, 'demo'))) if (!f.endsWith('.schema.json')) rmSync(join(dir, 'demo', f));
    writeFileSync(join(dir, 'suppliers.json'), JSON.stringify({ ...suppliersDescriptor, $schema: './descriptor.schema.json' }));
    return dir;
  };

  it('a new resource gets demo rows from its JSON file alone; a second run adds nothing', async () => {
    const dir = schemasCopy();
    writeFileSync(
      join(dir, 'demo', 'suppliers.json'),
      JSON.stringify({ $schema: './demo.schema.json', rows: [{ name: 'Gráfica São Jorge', phone: '(11) 3333-4444' }, { name: 'Lonas do Sul' }] }),
    );
    const other = await makeApp({ schemasDir: dir });
    try {
      expect(await seedDemo(other)).toEqual({ created: { suppliers: 2 } });
      expect(await seedDemo(other)).toEqual({ created: {} });
      const names = (await client(other, await signIn(other)).get('/api/suppliers')).json().data.map((s: { name: string }) => s.name);
      expect(names.sort()).toEqual(['Gráfica São Jorge', 'Lonas do Sul']);
    } finally {
      await other.close();
    }
  });

  it('a file that breaks demo.schema.json, or names no resource, is refused naming the file', async () => {
    const dir = schemasCopy();
    const other = await makeApp({ schemasDir: dir });
    try {
      writeFileSync(join(dir, 'demo', 'suppliers.json'), JSON.stringify({ rows: [{ name: { png: ['vermelho'] } }] }));
      await expect(seedDemo(other)).rejects.toThrow(/suppliers\.json: \/rows\/0\/name/);
      rmSync(join(dir, 'demo', 'suppliers.json'));
      writeFileSync(join(dir, 'demo', 'fornecedores.json'), JSON.stringify({ rows: [{ name: 'X' }] }));
      await expect(seedDemo(other)).rejects.toThrow('dados de demonstração: não há recurso fornecedores');
      expect((await client(other, await signIn(other)).get('/api/suppliers')).json().total).toBe(0);
    } finally {
      await other.close();
    }
  });
});

// The demo's files go through the same store as any upload: the folder, or a bucket.
describe.each(UPLOAD_BACKENDS)('demo files in %s', (_, makeBackend) => {
  it('every file a demo record points to is stored and served with its type, and nothing else is stored', async () => {
    const backend = await makeBackend();
    const seeded = await makeApp({ dataDir: backend.dataDir, uploads: backend.uploads });
    try {
      await seedDemo(seeded);
      const demo = client(seeded, await signIn(seeded));
      const urls = [
        ...(await demo.get('/api/banners?limit=100')).json().data.map((b: { imageUrl?: string }) => b.imageUrl),
        ...(await demo.get('/api/outdoors?limit=100')).json().data.map((o: { imageUrl?: string }) => o.imageUrl),
        ...(await demo.get('/api/server/posts?limit=100')).json().data.items.map((p: { fileUrl?: string }) => p.fileUrl),
        ...(await demo.get('/api/server/users?limit=100')).json().data.items.map((u: { avatarUrl?: string }) => u.avatarUrl),
      ].filter((u): u is string => typeof u === 'string' && u.startsWith('/uploads/'));
      expect(urls.length).toBeGreaterThanOrEqual(6);
      expect(await backend.files()).toEqual([...urls].sort());
      const pdfUrl = urls.find((u) => u.endsWith('.pdf'))!;
      const served = await seeded.inject({ method: 'GET', url: pdfUrl });
      expect([served.statusCode, served.headers['content-type'], served.headers['x-content-type-options']]).toEqual([200, 'application/pdf', 'nosniff']);
    } finally {
      await seeded.close();
    }
  });
});
