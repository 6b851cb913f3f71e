import { http, HttpResponse } from 'msw';
import { bearer, contractHarness, pngFile } from '../utils/contract';

vi.mock('../../src/engine/home', async () => ({ HomePage: (await import('../utils/engineProbe')).EngineProbe }));

const api = contractHarness();

// Spec §7 "Banners", §5 (file only when given) and §8 banner messages.
describe('banners', () => {
  test('GET /banners with query q, page, limit', async () => {
    const e = await api.engine();
    const req = await api.call(() => e.ops.list(api.resource(e, 'banners'), { q: 'verão', page: 1, limit: 10 }));
    expect(req).toMatchObject({ method: 'GET', path: '/api/banners', authorization: bearer });
    expect(req.query).toEqual([['q', 'verão'], ['page', '1'], ['limit', '10']]);
  });

  test('GET /banners failing → "Erro ao buscar banners", rethrown', async () => {
    api.server.use(http.get('/api/banners', () => HttpResponse.json({ message: 'Indisponível.' }, { status: 500 })));
    const e = await api.engine();
    await expect(e.ops.list(api.resource(e, 'banners'), { page: 1, limit: 10 })).rejects.toMatchObject({ status: 500 });
    await api.toast('Erro ao buscar banners', 'Indisponível.');
  });

  test('POST /banners multipart {title, file} → "Banner criado com sucesso!"', async () => {
    const e = await api.engine();
    const file = pngFile('campanha.png');
    const req = await api.call(() => e.ops.create(api.resource(e, 'banners'), { title: 'Campanha de verão', file }));
    expect(req).toMatchObject({ method: 'POST', path: '/api/banners', authorization: bearer });
    expect(req.contentType).toMatch(/^multipart\/form-data/);
    expect(req.form).toEqual({ title: 'Campanha de verão', file: { name: 'campanha.png', type: 'image/png', size: file.size } });
    await api.toast('Banner criado com sucesso!');
  });

  test('POST /banners without a file sends no file part', async () => {
    const e = await api.engine();
    const req = await api.call(() => e.ops.create(api.resource(e, 'banners'), { title: 'Só o título' }));
    expect(req.form).toEqual({ title: 'Só o título' });
  });

  test('POST /banners failing → "Erro ao criar banner, tente novamente." with the server reason', async () => {
    api.server.use(http.post('/api/banners', () => HttpResponse.json({ message: 'O arquivo enviado não é uma imagem válida.' }, { status: 400 })));
    const e = await api.engine();
    await expect(e.ops.create(api.resource(e, 'banners'), { title: 'X', file: pngFile() })).rejects.toMatchObject({ status: 400 });
    await api.toast('Erro ao criar banner, tente novamente.', 'O arquivo enviado não é uma imagem válida.');
  });

  test('DELETE /banners/{id} → "Banner excluído com sucesso!"', async () => {
    const e = await api.engine();
    const req = await api.call(() => e.ops.remove(api.resource(e, 'banners'), 'b-3'));
    expect(req).toMatchObject({ method: 'DELETE', path: '/api/banners/b-3', authorization: bearer, text: '' });
    await api.toast('Banner excluído com sucesso!');
  });

  test('DELETE failing → "Erro ao excluir banner, tente novamente."', async () => {
    api.server.use(http.delete('/api/banners/:id', () => HttpResponse.json({ message: 'Banner não encontrado.' }, { status: 404 })));
    const e = await api.engine();
    await expect(e.ops.remove(api.resource(e, 'banners'), 'b-3')).rejects.toMatchObject({ status: 404 });
    await api.toast('Erro ao excluir banner, tente novamente.', 'Banner não encontrado.');
  });

  test('banners have no read or update call', async () => {
    const e = await api.engine();
    await expect(e.ops.read(api.resource(e, 'banners'), 'b-3')).rejects.toBeDefined();
    await expect(e.ops.update(api.resource(e, 'banners'), 'b-3', { title: 'x' })).rejects.toBeDefined();
  });
});
