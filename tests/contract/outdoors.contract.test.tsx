import { http, HttpResponse } from 'msw';
import { bearer, contractHarness, pngFile } from '../utils/contract';

vi.mock('../../src/engine/home', async () => ({ HomePage: (await import('../utils/engineProbe')).EngineProbe }));

const api = contractHarness();
const required = { name: 'Outdoor Av. Paulista', location: 'Av. Paulista, 1000 - São Paulo/SP', latitude: -23.5614, longitude: -46.6559 };
const requiredParts = { name: 'Outdoor Av. Paulista', location: 'Av. Paulista, 1000 - São Paulo/SP', latitude: '-23.5614', longitude: '-46.6559' };

// Spec §7 "Outdoors", §5 (optional fields only when present) and §8 outdoor messages.
describe('outdoors', () => {
  test('GET /outdoors with query q, page, limit', async () => {
    const e = await api.engine();
    const req = await api.call(() => e.ops.list(api.resource(e, 'outdoors'), { q: 'paulista', page: 1, limit: 50 }));
    expect(req).toMatchObject({ method: 'GET', path: '/api/outdoors', authorization: bearer });
    expect(req.query).toEqual([['q', 'paulista'], ['page', '1'], ['limit', '50']]);
  });

  test('an empty search sends no q', async () => {
    const e = await api.engine();
    const req = await api.call(() => e.ops.list(api.resource(e, 'outdoors'), { q: '', page: 1, limit: 10 }));
    expect(req.query).toEqual([['page', '1'], ['limit', '10']]);
  });

  test('POST /outdoors multipart with every field → "Outdoor criado com sucesso!"', async () => {
    const e = await api.engine();
    const file = pngFile('paulista.png');
    const optional = {
      photoUrl360: 'https://fotos.exemplo.com.br/360/paulista',
      streetViewUrl: 'https://maps.google.com/?cbll=-23.5614,-46.6559',
      imageUrl: 'https://fotos.exemplo.com.br/paulista.jpg',
    };
    const req = await api.call(() => e.ops.create(api.resource(e, 'outdoors'), { ...required, ...optional, file }));
    expect(req).toMatchObject({ method: 'POST', path: '/api/outdoors', authorization: bearer });
    expect(req.contentType).toMatch(/^multipart\/form-data/);
    expect(req.form).toEqual({ ...requiredParts, ...optional, file: { name: 'paulista.png', type: 'image/png', size: file.size } });
    await api.toast('Outdoor criado com sucesso!');
  });

  test('POST /outdoors without the optional fields sends only name, location, latitude and longitude', async () => {
    const e = await api.engine();
    const req = await api.call(() => e.ops.create(api.resource(e, 'outdoors'), { ...required, photoUrl360: '', imageUrl: undefined }));
    expect(req.form).toEqual(requiredParts);
  });

  test('POST failing is logged and shown', async () => {
    api.server.use(http.post('/api/outdoors', () => HttpResponse.json({ message: 'Latitude inválida.' }, { status: 400 })));
    const e = await api.engine();
    await expect(e.ops.create(api.resource(e, 'outdoors'), required)).rejects.toBeDefined();
    expect(console.error).toHaveBeenCalled();
    await api.toast('Erro ao criar outdoor, tente novamente.', 'Latitude inválida.');
  });

  test('GET /outdoors/{id}', async () => {
    const e = await api.engine();
    const req = await api.call(() => e.ops.read(api.resource(e, 'outdoors'), 'o-9'));
    expect(req).toMatchObject({ method: 'GET', path: '/api/outdoors/o-9', authorization: bearer, text: '' });
  });

  test('PUT /outdoors/{id} multipart, same fields → "Outdoor atualizado com sucesso!"', async () => {
    const e = await api.engine();
    const req = await api.call(() =>
      e.ops.update(api.resource(e, 'outdoors'), 'o-9', { id: 'o-9', ...required, streetViewUrl: 'https://maps.google.com/?q=paulista' }),
    );
    expect(req).toMatchObject({ method: 'PUT', path: '/api/outdoors/o-9', authorization: bearer });
    expect(req.form).toEqual({ ...requiredParts, streetViewUrl: 'https://maps.google.com/?q=paulista' });
    await api.toast('Outdoor atualizado com sucesso!');
  });

  test('PUT failing is logged and shown', async () => {
    api.server.use(http.put('/api/outdoors/:id', () => HttpResponse.json({ message: 'x' }, { status: 500 })));
    const e = await api.engine();
    await expect(e.ops.update(api.resource(e, 'outdoors'), 'o-9', required)).rejects.toBeDefined();
    expect(console.error).toHaveBeenCalled();
    await api.toast('Erro ao atualizar outdoor, tente novamente.');
  });

  test('DELETE /outdoors/{id} → "Outdoor deletado com sucesso!"', async () => {
    const e = await api.engine();
    const req = await api.call(() => e.ops.remove(api.resource(e, 'outdoors'), 'o-9'));
    expect(req).toMatchObject({ method: 'DELETE', path: '/api/outdoors/o-9', authorization: bearer, text: '' });
    await api.toast('Outdoor deletado com sucesso!');
  });

  test('DELETE failing is logged and shown', async () => {
    api.server.use(http.delete('/api/outdoors/:id', () => HttpResponse.json({ message: 'x' }, { status: 500 })));
    const e = await api.engine();
    await expect(e.ops.remove(api.resource(e, 'outdoors'), 'o-9')).rejects.toBeDefined();
    expect(console.error).toHaveBeenCalled();
    await api.toast('Erro ao excluir outdoor, tente novamente.');
  });
});
