// @vitest-environment node
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemo } from '../../src/server/demo';
import { client, makeApp, signIn, tempDir } from './helpers';

let app: FastifyInstance;
let api: ReturnType<typeof client>;
const dataDir = tempDir();

beforeAll(async () => {
  app = await makeApp({ dataDir });
  api = client(app, await signIn(app));
});
afterAll(() => app.close());

describe('demo data (npm run seed / SEED_DEMO=1)', () => {
  it('fills every entity through the validated write path, and a second run adds nothing', async () => {
    const first = await seedDemo(app);
    expect(first.created).toEqual({ services: 4, users: 3, tenancies: 3, posts: 3, outdoors: 6, banners: 3, categories: 5, jobs: 3, config: 1 });
    expect(await seedDemo(app)).toEqual({ created: {} });

    const totals = Object.fromEntries(
      await Promise.all(
        ['/api/outdoors', '/api/banners', '/api/categories', '/api/jobs'].map(async (u) => [u, (await api.get(u)).json().total]),
      ),
    );
    expect(totals).toEqual({ '/api/outdoors': 6, '/api/banners': 3, '/api/categories': 5, '/api/jobs': 3 });
    expect((await api.get('/api/server/users')).json().data.total).toBe(4);
    expect((await api.get('/api/server/tenancies?q=mariana')).json().data.total).toBe(1);
  });

  it('stores generated images and a PDF, and demo users sign in with the printed password', async () => {
    const banners = (await api.get('/api/banners')).json().data as { imageUrl: string }[];
    for (const b of banners) expect(existsSync(join(dataDir, 'uploads', b.imageUrl.replace('/uploads/', '')))).toBe(true);
    const image = await app.inject({ method: 'GET', url: banners[0].imageUrl });
    expect(image.headers['content-type']).toBe('image/png');
    const posts = (await api.get('/api/server/posts')).json().data.items as { fileUrl: string }[];
    expect(posts.map((p) => p.fileUrl.split('.').pop()).sort()).toEqual(['pdf', 'png', 'png']);
    const users = (await api.get('/api/server/users?q=mariana')).json().data.items;
    expect(users[0].avatarUrl).toMatch(/^\/uploads\/.+\.png$/);
    expect(await signIn(app, 'mariana.costa@exemplo.com.br', DEMO_PASSWORD)).toBeTruthy();
  });

  it('sets the Instagram token only when it is empty', async () => {
    const read = () =>
      app.inject({
        method: 'GET',
        url: '/rest/v1/config?select=instagram_token&id=eq.1',
        headers: { apikey: 'painel-anon-key', authorization: api.token, accept: 'application/vnd.pgrst.object+json' },
      });
    expect((await read()).json().instagram_token).toMatch(/^IGQ/);
  });
});
