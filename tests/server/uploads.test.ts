// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterRetention, client, fakePng, makeApp, multipart, pdf, png, PNG_BYTES, signIn, stamped, svg } from './helpers';
import { UPLOAD_BACKENDS, type UploadBackend } from './support/uploadBackends';

// The same tests on every store: the local folder (the default) and an S3-compatible bucket.
describe.each(UPLOAD_BACKENDS)('uploads in %s', (_, makeBackend) => {
  let app: FastifyInstance;
  let api: ReturnType<typeof client>;
  let backend: UploadBackend;
  const stored = (url: string) => backend.has(url);

  beforeAll(async () => {
    backend = await makeBackend();
    app = await makeApp({ dataDir: backend.dataDir, uploads: backend.uploads });
    api = client(app, await signIn(app));
  });
  afterAll(() => app.close());

  const outdoor = { name: 'Praça da Liberdade', location: 'Funcionários, Belo Horizonte - MG', latitude: '-19.9319', longitude: '-43.9381' };

  describe('banners: POST multipart {title, file?}', () => {
    it('stores a real PNG under a random name and serves it publicly with its type and nosniff', async () => {
      const res = await api.form('POST', '/api/banners', { title: 'Verão em Copacabana', file: png('../../etc/passwd.png') });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toEqual(stamped({ id: expect.any(String), title: 'Verão em Copacabana', imageUrl: expect.stringMatching(/^\/uploads\/[A-Za-z0-9_-]{22}\.png$/) }));
      expect(await stored(body.imageUrl)).toBe(true);

      const file = await app.inject({ method: 'GET', url: body.imageUrl });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.rawPayload.equals(PNG_BYTES)).toBe(true);
    });

    it('the file is optional', async () => {
      const res = await api.form('POST', '/api/banners', { title: 'Sem imagem por enquanto' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual(stamped({ id: expect.any(String), title: 'Sem imagem por enquanto' }));
    });

    it('refuses text disguised as a PNG, and SVG, naming what is accepted; nothing is stored', async () => {
      const before = (await backend.files()).length;
      for (const file of [fakePng(), svg()]) {
        const res = await api.form('POST', '/api/banners', { title: 'Disfarçado', file });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          message: 'O arquivo enviado não é uma imagem válida (aceitos: imagens).',
          errors: [{ field: 'file', message: 'O arquivo enviado não é uma imagem válida (aceitos: imagens).' }],
        });
      }
      expect((await backend.files()).length).toBe(before);
      expect((await api.get('/api/banners?q=disfar')).json()).toMatchObject({ total: 0 });
    });

    it('a PDF is not an image', async () => {
      const res = await api.form('POST', '/api/banners', { title: 'Proposta', file: pdf() });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('O arquivo enviado não é uma imagem válida (aceitos: imagens).');
    });

    it('two files in one field are refused', async () => {
      const { body, contentType } = multipart({ title: 'Dois', file: [png('a.png'), png('b.png')] });
      const res = await app.inject({ method: 'POST', url: '/api/banners', headers: { authorization: api.token, 'content-type': contentType }, payload: body });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Envie apenas um arquivo no campo "file".', errors: [{ field: 'file', message: 'Envie apenas um arquivo.' }] });
    });

    it('a file in a field that is not an upload is refused', async () => {
      const res = await api.form('POST', '/api/banners', { title: png() as never });
      expect(res.statusCode).toBe(400);
    });

    it('DELETE removes the record (204); its file stays while the record is in the trash, and goes after', async () => {
      const { id, imageUrl } = (await api.form('POST', '/api/banners', { title: 'Para apagar', file: png() })).json();
      expect(await stored(imageUrl)).toBe(true);
      const res = await api.delete(`/api/banners/${id}`);
      expect(res.statusCode).toBe(204);
      expect(await stored(imageUrl)).toBe(true);
      await afterRetention(app);
      expect(await stored(imageUrl)).toBe(false);
      expect((await app.inject({ method: 'GET', url: imageUrl })).statusCode).toBe(404);
      const again = await api.delete(`/api/banners/${id}`);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ message: 'Banner não encontrado.' });
    });
  });

  describe('outdoors: the uploaded file becomes imageUrl', () => {
    it('PUT with a new file replaces imageUrl and removes the old file after the undo window; PUT without a file keeps it', async () => {
      const created = (await api.form('POST', '/api/outdoors', { ...outdoor, file: png() })).json();
      expect(created.imageUrl).toMatch(/^\/uploads\/[\w-]{22}\.png$/);

      const kept = (await api.form('PUT', `/api/outdoors/${created.id}`, { ...outdoor, name: 'Praça da Liberdade (BH)' })).json();
      expect(kept).toEqual(stamped({ ...created, name: 'Praça da Liberdade (BH)', latitude: -19.9319, longitude: -43.9381 }));

      // The client sends the stored imageUrl back with the form: its own /uploads/ URL is accepted unchanged.
      const sameUrl = await api.form('PUT', `/api/outdoors/${created.id}`, { ...outdoor, imageUrl: created.imageUrl });
      expect(sameUrl.statusCode).toBe(200);
      expect(sameUrl.json().imageUrl).toBe(created.imageUrl);

      const replaced = (await api.form('PUT', `/api/outdoors/${created.id}`, { ...outdoor, file: png() })).json();
      expect(replaced.imageUrl).not.toBe(created.imageUrl);
      expect(await stored(created.imageUrl)).toBe(true);
      await afterRetention(app, 2);
      expect(await stored(created.imageUrl)).toBe(false);
      expect(await stored(replaced.imageUrl)).toBe(true);

      // Pointing imageUrl at an external picture also lets the stored one go.
      const external = (await api.form('PUT', `/api/outdoors/${created.id}`, { ...outdoor, imageUrl: 'https://exemplo.com.br/foto.jpg' })).json();
      expect(external.imageUrl).toBe('https://exemplo.com.br/foto.jpg');
      await afterRetention(app, 2);
      expect(await stored(replaced.imageUrl)).toBe(false);
    });

    it("another record's /uploads/ URL is not accepted as imageUrl", async () => {
      const other = (await api.form('POST', '/api/banners', { title: 'Outro', file: png() })).json();
      const res = await api.form('POST', '/api/outdoors', { ...outdoor, imageUrl: other.imageUrl });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ field: 'imageUrl', message: 'Este arquivo não pertence a este registro: envie-o pelo campo de arquivo.' }]);
      const outdoorId = (await api.form('POST', '/api/outdoors', { ...outdoor, file: png() })).json().id;
      const update = await api.form('PUT', `/api/outdoors/${outdoorId}`, { ...outdoor, imageUrl: other.imageUrl });
      expect(update.statusCode).toBe(400);
    });

    it('a failed update does not keep the new file', async () => {
      const created = (await api.form('POST', '/api/outdoors', { ...outdoor, file: png() })).json();
      const before = (await backend.files()).length;
      const res = await api.form('PUT', `/api/outdoors/${created.id}`, { ...outdoor, latitude: '200', file: png() });
      expect(res.statusCode).toBe(400);
      expect((await backend.files()).length).toBe(before);
      expect(await stored(created.imageUrl)).toBe(true);
    });
  });

  describe('posts accept images or PDF', () => {
    it('stores a PDF and serves it as application/pdf', async () => {
      const serviceId = (await api.post('/api/server/services', { name: 'Front-light', price: 3500 })).json().data.id;
      const res = await api.form('POST', '/api/server/posts', { serviceId, file: pdf() });
      expect(res.statusCode).toBe(201);
      const { fileUrl } = res.json().data;
      expect(fileUrl).toMatch(/^\/uploads\/[\w-]{22}\.pdf$/);
      const file = await app.inject({ method: 'GET', url: fileUrl });
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['x-content-type-options']).toBe('nosniff');

      const fake = await api.form('POST', '/api/server/posts', { serviceId, file: fakePng() });
      expect(fake.statusCode).toBe(400);
      expect(fake.json().message).toBe('O arquivo enviado não é de um tipo aceito (aceitos: imagens ou PDF).');

      expect((await api.delete(`/api/server/posts/${res.json().data.id}`)).statusCode).toBe(200);
      await afterRetention(app);
      expect(await stored(fileUrl)).toBe(false);
    });
  });

  describe('avatars', () => {
    it('replacing an avatar removes the previous file once the undo window is over', async () => {
      const { id } = (await api.post('/api/server/users', { name: 'Fernanda', email: 'fernanda@exemplo.com.br', password: 'senha-forte-1' })).json().data;
      const first = (await api.form('PATCH', `/api/server/users/avatar/${id}`, { file: png() })).json().data.avatarUrl;
      const second = (await api.form('PATCH', `/api/server/users/avatar/${id}`, { file: png() })).json().data.avatarUrl;
      expect(second).not.toBe(first);
      expect(await stored(first)).toBe(true);
      await afterRetention(app, 2);
      expect(await stored(first)).toBe(false);
      const bad = await api.form('PATCH', `/api/server/users/avatar/${id}`, { file: pdf() });
      expect(bad.json().message).toBe('O arquivo enviado não é uma imagem válida (aceitos: imagens).');
      expect((await api.delete(`/api/server/users/${id}`)).statusCode).toBe(200);
      await afterRetention(app);
      expect(await stored(second)).toBe(false);
    });
  });

  describe('size limit', () => {
    it('a file over UPLOAD_MAX_BYTES is a 413 naming the limit', async () => {
      const smallBackend = await makeBackend();
      const small = await makeApp({ dataDir: smallBackend.dataDir, uploads: smallBackend.uploads, uploadMaxBytes: 64 * 1024 });
      const smallApi = client(small, await signIn(small));
      const big = { filename: 'grande.png', type: 'image/png', data: Buffer.concat([PNG_BYTES, Buffer.alloc(70 * 1024)]) };
      const res = await smallApi.form('POST', '/api/banners', { title: 'Grande', file: big });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ message: 'Arquivo muito grande (máximo 64 KB).' });
      expect((await smallApi.get('/api/banners')).json()).toMatchObject({ total: 0 });
      expect(await smallBackend.files()).toEqual([]);
      await small.close();
    });
  });

  describe('GET /uploads/{name}', () => {
    it.each(['nao-existe.png', '..%2Fsecret', '..%2F..%2Fpackage.json', 'aaaaaaaaaaaaaaaaaaaaaa.svg'])('404 for %s', async (name) => {
      const res = await app.inject({ method: 'GET', url: `/uploads/${name}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Arquivo não encontrado.' });
    });
  });
});
