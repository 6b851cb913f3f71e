// @vitest-environment node
// A deleted record's files are not reachable while it waits in the trash; restored (from the trash or by
// "Desfazer") they are served again. On the folder store and on an S3 bucket alike.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openUploadStore } from '../../src/server/uploads';
import { client, makeApp, png, signIn, tempDir } from './helpers';
import { startS3, type S3Server } from './support/s3';
import { UPLOAD_BACKENDS, type UploadBackend } from './support/uploadBackends';

const GONE = { message: 'Arquivo não encontrado.' };

describe.each(UPLOAD_BACKENDS)('%s', (_, make) => {
  let backend: UploadBackend;
  let app: FastifyInstance;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    backend = await make();
    app = await makeApp({ dataDir: backend.dataDir, ...(backend.uploads ? { uploads: backend.uploads } : {}) });
    api = client(app, await signIn(app));
  });
  afterAll(() => app?.close());

  const get = (url: string) => app.inject({ method: 'GET', url });
  const tokenOf = (res: { headers: Record<string, unknown> }) => res.headers['painel-undo'] as string;

  it('deleted: 404 at its address, the bytes kept; restored from the trash: served again', async () => {
    const banner = (await api.form('POST', '/api/banners', { title: 'Some e volta', file: png() })).json();
    expect((await get(banner.imageUrl)).statusCode).toBe(200);
    expect((await api.delete(`/api/banners/${banner.id}`)).statusCode).toBe(204);
    const hidden = await get(banner.imageUrl);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual(GONE);
    expect(await backend.has(banner.imageUrl)).toBe(true);
    expect((await api.post(`/api/painel/trash/banners/${banner.id}/restore`)).statusCode).toBe(200);
    expect((await get(banner.imageUrl)).statusCode).toBe(200);
  });

  it('a delete undone serves it again; a restore undone hides it again', async () => {
    const banner = (await api.form('POST', '/api/banners', { title: 'Desfeito', file: png() })).json();
    const deleted = await api.delete(`/api/banners/${banner.id}`);
    expect((await get(banner.imageUrl)).statusCode).toBe(404);
    expect((await api.post(`/api/painel/undo/${tokenOf(deleted)}`)).statusCode).toBe(200);
    expect((await get(banner.imageUrl)).statusCode).toBe(200);
    await api.delete(`/api/banners/${banner.id}`);
    const restored = await api.post(`/api/painel/trash/banners/${banner.id}/restore`);
    expect((await get(banner.imageUrl)).statusCode).toBe(200);
    expect((await api.post(`/api/painel/undo/${tokenOf(restored)}`)).statusCode).toBe(200);
    expect((await get(banner.imageUrl)).statusCode).toBe(404);
  });

  it('every file of a bulk delete is hidden; an avatar of a deleted person too', async () => {
    const a = (await api.form('POST', '/api/banners', { title: 'Lote A', file: png() })).json();
    const b = (await api.form('POST', '/api/banners', { title: 'Lote B', file: png() })).json();
    expect((await api.post('/api/banners/bulk', { action: 'delete', ids: [a.id, b.id] })).json()).toMatchObject({ done: 2 });
    expect((await get(a.imageUrl)).statusCode).toBe(404);
    expect((await get(b.imageUrl)).statusCode).toBe(404);
    const person = (await api.post('/api/server/users', { name: 'Com avatar', email: `avatar.${Date.now()}@exemplo.com.br`, password: 'senha-forte-123' })).json().data;
    const avatarUrl = (await api.form('PATCH', `/api/server/users/avatar/${person.id}`, { file: png() })).json().data.avatarUrl;
    expect((await get(avatarUrl)).statusCode).toBe(200);
    await api.delete(`/api/server/users/${person.id}`);
    expect((await get(avatarUrl)).statusCode).toBe(404);
  });
});

describe('with UPLOADS_PUBLIC_URL (the bucket serves the bytes)', () => {
  let s3: S3Server;
  beforeAll(async () => {
    s3 = await startS3();
  });
  afterAll(() => s3.stop());

  it('a trashed record\'s file is not redirected to (404); restored, it is again', async () => {
    const settings = await s3.newBucket();
    const publicUrl = `${settings.endpoint}/${settings.bucket}`;
    const app = await makeApp({ uploads: await openUploadStore({ s3: settings, publicUrl }, tempDir()) });
    try {
      const api = client(app, await signIn(app));
      const banner = (await api.form('POST', '/api/banners', { title: 'No bucket', file: png() })).json();
      await api.delete(`/api/banners/${banner.id}`);
      const hidden = await app.inject({ method: 'GET', url: banner.imageUrl });
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json()).toEqual(GONE);
      await api.post(`/api/painel/trash/banners/${banner.id}/restore`);
      const shown = await app.inject({ method: 'GET', url: banner.imageUrl });
      expect(shown.statusCode).toBe(302);
      expect(shown.headers.location).toBe(`${publicUrl}/${banner.imageUrl.replace('/uploads/', '')}`);
    } finally {
      await app.close();
    }
  });
});
