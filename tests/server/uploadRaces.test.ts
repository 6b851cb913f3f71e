// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { afterRetention, client, makeApp, pdf, png, signIn } from './helpers';
import { UPLOAD_BACKENDS } from './support/uploadBackends';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const outdoor = { name: 'Praça da Liberdade', location: 'Funcionários, Belo Horizonte - MG', latitude: '-19.9319', longitude: '-43.9381' };

// The same races on every store: the local folder (the default) and an S3-compatible bucket.
describe.each(UPLOAD_BACKENDS)('parallel uploads to one record leave exactly the file the record points to (%s)', (_, makeBackend) => {
  /** An app with its own store (folder or bucket), so every stored file belongs to this test. */
  async function fresh() {
    const backend = await makeBackend();
    app = await makeApp({ dataDir: backend.dataDir, uploads: backend.uploads });
    const api = client(app, await signIn(app));
    // What stays once the undo window and the trash's period are over (files are removed late, on purpose).
    return { api, files: async () => (await afterRetention(app!), backend.files()) };
  }

  it('10 parallel PATCH /api/server/users/avatar/{id} with a PNG → one file in uploads/, the avatarUrl', async () => {
    const { api, files } = await fresh();
    const { id } = (await api.post('/api/server/users', { name: 'Fernanda Alves', email: 'fernanda@exemplo.com.br', password: 'senha-forte-1' })).json().data;
    const answers = await Promise.all(Array.from({ length: 10 }, () => api.form('PATCH', `/api/server/users/avatar/${id}`, { file: png() })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const { avatarUrl } = (await api.get(`/api/server/users/${id}`)).json().data;
    expect(avatarUrl).toMatch(/^\/uploads\/[\w-]{22}\.png$/);
    expect(await files()).toEqual([avatarUrl]);
  });

  it('10 parallel PUT /api/outdoors/{id} with a file, and some with a PDF (refused) → one file, the imageUrl', async () => {
    const { api, files } = await fresh();
    const { id } = (await api.form('POST', '/api/outdoors', { ...outdoor, file: png() })).json();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => api.form('PUT', `/api/outdoors/${id}`, { ...outdoor, file: i % 3 === 2 ? pdf() : png() })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 400, 200, 200, 400, 200, 200, 400, 200]);
    const { imageUrl } = (await api.get(`/api/outdoors/${id}`)).json();
    expect(await files()).toEqual([imageUrl]);
  });

  it('PUT /api/outdoors/{id} sending back the URL it read, while another PUT replaces the file in between: the new file stays and is the one pointed to', async () => {
    const { api, files } = await fresh();
    const created = (await api.form('POST', '/api/outdoors', { ...outdoor, file: png() })).json();
    const repo = app!.painel.repo;
    const find = repo.find.bind(repo);
    let upload: Promise<Awaited<ReturnType<typeof api.form>>> | undefined;
    // The interleaving: the edit reads the record, then a whole upload runs, then the edit writes.
    repo.find = async (...args) => {
      const row = await find(...args);
      if (args[0].name === 'outdoors' && !upload) {
        upload = api.form('PUT', `/api/outdoors/${created.id}`, { ...outdoor, file: png() });
        await upload;
      }
      return row;
    };
    // A form opened before the upload: it sends the image URL it was shown, unchanged.
    const edit = await api.form('PUT', `/api/outdoors/${created.id}`, { ...outdoor, name: 'Praça da Liberdade (BH)', imageUrl: created.imageUrl });
    repo.find = find;
    const uploaded = await upload!;
    expect([uploaded.statusCode, edit.statusCode]).toEqual([200, 200]);
    const now = (await api.get(`/api/outdoors/${created.id}`)).json();
    expect(now).toMatchObject({ name: 'Praça da Liberdade (BH)', imageUrl: uploaded.json().imageUrl });
    expect(await files()).toEqual([now.imageUrl]);
  });

  it('DELETE /api/outdoors/{id} in parallel with 6 PUTs carrying files → no file left once the outdoor is gone', async () => {
    const { api, files } = await fresh();
    const { id } = (await api.form('POST', '/api/outdoors', { ...outdoor, file: png() })).json();
    const puts = Array.from({ length: 6 }, () => api.form('PUT', `/api/outdoors/${id}`, { ...outdoor, file: png() }));
    const del = api.delete(`/api/outdoors/${id}`);
    const statuses = (await Promise.all(puts)).map((p) => p.statusCode);
    expect((await del).statusCode).toBe(204);
    for (const s of statuses) expect([200, 404]).toContain(s);
    expect((await api.get(`/api/outdoors/${id}`)).statusCode).toBe(404);
    expect(await files()).toEqual([]);
  });
});
