// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readApiProfiles, readSchemasDir } from '../../src/engine/descriptor/readSchemasDir';
import { migrate, type Db } from '../../src/server/db';
import { Registry } from '../../src/server/model';
import { client, freshDb, makeApp, PNG_BYTES, signIn } from './helpers';

let app: FastifyInstance;
let db: Db;
let api: ReturnType<typeof client>;
let userId: string;
let base: string;

/** A fetch answer read the way inject's is. */
const answer = async (r: Response) => {
  const body = await r.text();
  return { statusCode: r.status, json: () => JSON.parse(body) };
};

beforeAll(async () => {
  db = await freshDb();
  app = await makeApp({ db });
  api = client(app, await signIn(app));
  base = await app.listen({ host: '127.0.0.1', port: 0 });
  userId = (await api.post('/api/server/users', { name: 'Mariana Costa', email: 'mariana@exemplo.com.br', password: 'senha-forte-1' })).json().data.id;
});
afterAll(() => app.close());

const newService = async () => (await api.post('/api/server/services', { name: 'Painel LED', price: 900 })).json().data.id as string;

/** Posts and tenancies whose service no longer exists, straight from the tables. */
const dangling = async () =>
  db.query(
    `SELECT 'posts' AS t, id FROM posts WHERE "serviceId" NOT IN (SELECT id FROM services)
     UNION ALL SELECT 'tenancies', id FROM tenancies WHERE "serviceId" NOT IN (SELECT id FROM services)`,
  );

describe('a service deleted while a post or a tenancy is created for it', () => {
  it('60 parallel rounds over HTTP of DELETE /api/server/services/{id} vs POST posts and POST tenancies leave no record pointing at a missing service', async () => {
    const rounds = await Promise.all(
      Array.from({ length: 60 }, async () => {
        const serviceId = await newService();
        const form = new FormData();
        form.set('serviceId', serviceId);
        form.set('file', new Blob([PNG_BYTES], { type: 'image/png' }), 'foto.png');
        const headers = { authorization: api.token };
        const [post, tenancy, del] = await Promise.all([
          fetch(`${base}/api/server/posts`, { method: 'POST', headers, body: form }),
          fetch(`${base}/api/server/tenancies`, {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify({ serviceId, userId, startDate: '2026-12-01', endDate: '2026-12-31' }),
          }),
          fetch(`${base}/api/server/services/${serviceId}`, { method: 'DELETE', headers }),
        ]);
        return { del: await answer(del), post: await answer(post), tenancy: await answer(tenancy) };
      }),
    );
    for (const { del, post, tenancy } of rounds) {
      expect([200, 409]).toContain(del.statusCode);
      expect([201, 400]).toContain(post.statusCode);
      expect([201, 400]).toContain(tenancy.statusCode);
      if (del.statusCode === 200) {
        // The service is gone: neither record may exist.
        expect(post.json()).toEqual({ message: 'Serviço não encontrado.', errors: [{ field: 'serviceId', message: 'Serviço não encontrado.' }] });
        expect(tenancy.json()).toEqual({ message: 'Serviço não encontrado.', errors: [{ field: 'serviceId', message: 'Serviço não encontrado.' }] });
      } else {
        expect(del.json().message).toMatch(/^Não é possível excluir este serviço: há (posts ligados|locações ligadas) a ele\.$/);
      }
    }
    expect(await dangling()).toEqual([]);
  });

  it('POST /api/server/tenancies whose service is deleted after the reference check passed → 400 on serviceId, nothing stored', async () => {
    const serviceId = await newService();
    const repo = app.painel.repo;
    const exists = repo.exists.bind(repo);
    // The interleaving the race produces: the check sees the service, then it is deleted before the insert.
    repo.exists = async (res, id) => {
      const found = await exists(res, id);
      if (res.name === 'services') await db.query('DELETE FROM services WHERE id = $1', [id]);
      return found;
    };
    try {
      const res = await api.post('/api/server/tenancies', { serviceId, userId, startDate: '2026-12-01', endDate: '2026-12-31' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Serviço não encontrado.', errors: [{ field: 'serviceId', message: 'Serviço não encontrado.' }] });
    } finally {
      repo.exists = exists;
    }
    expect(await db.query('SELECT id FROM tenancies WHERE "serviceId" = $1', [serviceId])).toEqual([]);
  });

  it('DELETE /api/server/services/{id} when a post is stored after the in-use check passed → 409 with the in-use message, service kept', async () => {
    const serviceId = await newService();
    const repo = app.painel.repo;
    const countWhere = repo.countWhere.bind(repo);
    let postId: string | undefined;
    repo.countWhere = async (res, field, value) => {
      const n = await countWhere(res, field, value);
      if (res.name === 'posts' && !postId) {
        postId = 'post-gravado-no-meio';
        await db.query(`INSERT INTO posts (id, "serviceId", "fileUrl") VALUES ($1, $2, NULL)`, [postId, value]);
      }
      return n;
    };
    try {
      const res = await api.delete(`/api/server/services/${serviceId}`);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: 'Não é possível excluir este serviço: há posts ligados a ele.' });
    } finally {
      repo.countWhere = countWhere;
    }
    expect((await api.get(`/api/server/services/${serviceId}`)).statusCode).toBe(200);
  });
});

describe('a database made before references were foreign keys', () => {
  const registry = new Registry(readSchemasDir(), readApiProfiles());
  // The descriptors' keys (the server's own tables, painel_…, have theirs).
  const keys = (database: Db) =>
    database.query<{ conname: string; convalidated: boolean }>(
      `SELECT conname, convalidated FROM pg_constraint WHERE contype = 'f' AND conname NOT LIKE 'painel\_%' ORDER BY conname`,
    );

  it('gains the keys at the next start, validated when every row points at a record', async () => {
    const old = await freshDb();
    await migrate(old, registry);
    for (const { conname } of await keys(old)) await old.query(`ALTER TABLE "${conname.split('_')[0]}" DROP CONSTRAINT "${conname}"`);
    expect(await keys(old)).toEqual([]);
    expect(await migrate(old, registry)).toEqual([]);
    expect(await keys(old)).toEqual([
      { conname: 'outdoors_categoryId_fkey', convalidated: true },
      { conname: 'posts_serviceId_fkey', convalidated: true },
      { conname: 'tenancies_clientId_fkey', convalidated: true },
      { conname: 'tenancies_outdoorId_fkey', convalidated: true },
      { conname: 'tenancies_serviceId_fkey', convalidated: true },
      { conname: 'tenancies_userId_fkey', convalidated: true },
    ]);
    await old.close();
  });

  it('with a row already pointing at a deleted service: starts, warns in Portuguese, and still refuses new dangling writes', async () => {
    const old = await freshDb();
    await migrate(old, registry);
    await old.query('ALTER TABLE posts DROP CONSTRAINT "posts_serviceId_fkey"');
    await old.query(`INSERT INTO posts (id, "serviceId") VALUES ('post-antigo', 'servico-apagado')`);
    const warnings = await migrate(old, registry);
    expect(warnings).toEqual([
      '1 post com Serviço apontando para serviço que não existe mais (tabela posts, coluna serviceId). Novas gravações já são verificadas; corrija ou exclua essas linhas e reinicie para validar a chave posts_serviceId_fkey.',
    ]);
    expect((await keys(old)).find((k) => k.conname === 'posts_serviceId_fkey')).toEqual({ conname: 'posts_serviceId_fkey', convalidated: false });
    await expect(old.query(`INSERT INTO posts (id, "serviceId") VALUES ('post-novo', 'servico-apagado')`)).rejects.toMatchObject({ code: '23503' });
    // Once the row is fixed, the next start validates the key.
    await old.query(`DELETE FROM posts WHERE id = 'post-antigo'`);
    expect(await migrate(old, registry)).toEqual([]);
    expect((await keys(old)).find((k) => k.conname === 'posts_serviceId_fkey')?.convalidated).toBe(true);
    await old.close();
  });
});
