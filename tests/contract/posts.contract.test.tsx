import { http, HttpResponse } from 'msw';
import { bearer, contractHarness, pdfFile, pngFile } from '../utils/contract';

vi.mock('../../src/engine/home', async () => ({ HomePage: (await import('../utils/engineProbe')).EngineProbe }));

const api = contractHarness();

// Spec §7 posts rows and §8 post toasts.
describe('posts', () => {
  test('GET /posts with query page, limit, q', async () => {
    const e = await api.engine();
    const req = await api.call(() => e.ops.list(api.resource(e, 'posts'), { q: 'led', page: 2, limit: 10 }));
    expect(req).toMatchObject({ method: 'GET', path: '/api/server/posts', authorization: bearer });
    expect(req.query).toEqual([['page', '2'], ['limit', '10'], ['q', 'led']]);
  });

  test.each([
    ['an image', pngFile('arte.png'), 'image/png'],
    ['a PDF', pdfFile('proposta.pdf'), 'application/pdf'],
  ])('POST /posts multipart {serviceId, file} with %s → "Post criado com sucesso!"', async (_, file, type) => {
    const e = await api.engine();
    const req = await api.call(() => e.ops.create(api.resource(e, 'posts'), { serviceId: 's-1', file, status: false }));
    expect(req).toMatchObject({ method: 'POST', path: '/api/server/posts', authorization: bearer });
    expect(req.form).toEqual({ serviceId: 's-1', file: { name: file.name, type, size: file.size } });
    await api.toast('Post criado com sucesso!');
  });

  test('PATCH /posts/{id} with no payload → "Status do post alterado com sucesso!"', async () => {
    const e = await api.engine();
    const d = api.resource(e, 'posts');
    const toggle = d.actions!.find((a) => a.kind === 'row')!;
    const req = await api.call(() => e.ops.action(d, toggle, 'p-5'));
    expect(req).toMatchObject({ method: 'PATCH', path: '/api/server/posts/p-5', authorization: bearer, contentType: null, text: '' });
    await api.toast('Status do post alterado com sucesso!');
  });

  test('DELETE /posts/{id} → "Post deletado com sucesso!"', async () => {
    const e = await api.engine();
    const req = await api.call(() => e.ops.remove(api.resource(e, 'posts'), 'p-5'));
    expect(req).toMatchObject({ method: 'DELETE', path: '/api/server/posts/p-5', authorization: bearer, text: '' });
    await api.toast('Post deletado com sucesso!');
  });

  test('a failed status change is logged and shown', async () => {
    api.server.use(http.patch('/api/server/posts/:id', () => HttpResponse.json({ message: 'Post não encontrado.' }, { status: 404 })));
    const e = await api.engine();
    const d = api.resource(e, 'posts');
    await expect(e.ops.action(d, d.actions!.find((a) => a.kind === 'row')!, 'p-5')).rejects.toBeDefined();
    expect(console.error).toHaveBeenCalled();
    await api.toast('Erro ao alterar status do post!', 'Post não encontrado.');
  });
});
