import { pngFile } from '../utils/contract';
import { contractTable } from '../utils/contractTable';

vi.mock('../../src/engine/home', async () => ({ HomePage: (await import('../utils/engineProbe')).EngineProbe }));

const file = pngFile('campanha.png');

// Spec §7 "Banners", §5 (file only when given) and §8 banner messages.
const api = contractTable(
  'banners',
  [
    { call: { list: 'banners', query: { q: 'verão', page: 1, limit: 10 } }, method: 'GET', path: '/api/banners', query: [['q', 'verão'], ['page', '1'], ['limit', '10']] },
    {
      case: 'multipart {title, file}',
      call: { create: 'banners', values: { title: 'Campanha de verão', file } },
      method: 'POST',
      path: '/api/banners',
      form: { title: 'Campanha de verão', file: { name: 'campanha.png', type: 'image/png', size: file.size } },
      success: 'Banner criado com sucesso!',
    },
    { case: 'without a file sends no file part', call: { create: 'banners', values: { title: 'Só o título' } }, method: 'POST', path: '/api/banners', form: { title: 'Só o título' } },
    { call: { remove: 'banners', id: 'b-3' }, method: 'DELETE', path: '/api/banners/b-3', text: '', success: 'Banner excluído com sucesso!' },
  ],
  [
    { case: 'GET /banners failing → "Erro ao buscar banners", rethrown', call: { list: 'banners', query: { page: 1, limit: 10 } }, method: 'GET', path: '/api/banners', status: 500, body: { message: 'Indisponível.' }, toast: 'Erro ao buscar banners', reason: 'Indisponível.' },
    {
      case: 'POST /banners failing → "Erro ao criar banner, tente novamente." with the server reason',
      call: { create: 'banners', values: { title: 'X', file: pngFile() } },
      method: 'POST',
      path: '/api/banners',
      status: 400,
      body: { message: 'O arquivo enviado não é uma imagem válida.' },
      toast: 'Erro ao criar banner, tente novamente.',
      reason: 'O arquivo enviado não é uma imagem válida.',
    },
    { case: 'DELETE failing → "Erro ao excluir banner, tente novamente."', call: { remove: 'banners', id: 'b-3' }, method: 'DELETE', path: '/api/banners/:id', status: 404, body: { message: 'Banner não encontrado.' }, toast: 'Erro ao excluir banner, tente novamente.', reason: 'Banner não encontrado.' },
  ],
);

test('banners have no read or update call: refused before any request, naming the operation the spec does not declare', async () => {
  const e = await api.engine();
  await expect(e.data.read(api.resource(e, 'banners'), 'b-3', { notify: true })).rejects.toMatchObject({ status: 0, message: 'Banners: operação "read" não declarada.' });
  await expect(e.data.update(api.resource(e, 'banners'), 'b-3', { title: 'x' }, { notify: true })).rejects.toMatchObject({ status: 0, message: 'Banners: operação "update" não declarada.' });
  expect(api.requests()).toEqual([]);
});
