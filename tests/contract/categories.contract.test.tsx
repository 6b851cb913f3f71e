import { contractTable } from '../utils/contractTable';

vi.mock('../../src/engine/home', async () => ({ HomePage: (await import('../utils/engineProbe')).EngineProbe }));

// Spec §7 "Categories" and §8 category messages.
contractTable(
  'categories',
  [
    { call: { list: 'categories', query: { q: 'iluminação', page: 2, limit: 25 } }, method: 'GET', path: '/api/categories', query: [['q', 'iluminação'], ['page', '2'], ['limit', '25']] },
    { call: { create: 'categories', values: { name: 'Painéis de LED' } }, method: 'POST', path: '/api/categories', json: { name: 'Painéis de LED' }, success: 'Categoria criada com sucesso!' },
    { call: { read: 'categories', id: 'c-7' }, method: 'GET', path: '/api/categories/c-7', text: '' },
    { call: { update: 'categories', id: 'c-7', values: { id: 'c-7', name: 'Totens' } }, method: 'PATCH', path: '/api/categories/c-7', json: { name: 'Totens' }, success: 'Categoria atualizada com sucesso!' },
    { call: { remove: 'categories', id: 'c-7' }, method: 'DELETE', path: '/api/categories/c-7', text: '', success: 'Categoria excluída com sucesso!' },
  ],
  [
    { case: 'POST /categories failing → "Erro ao criar categoria, tente novamente."', call: { create: 'categories', values: { name: 'X' } }, method: 'POST', path: '/api/categories', status: 409, body: { message: 'Nome já usado.' }, toast: 'Erro ao criar categoria, tente novamente.', reason: 'Nome já usado.' },
    { case: 'PATCH failing → "Erro ao atualizar categoria, tente novamente."', call: { update: 'categories', id: 'c-7', values: { name: 'Totens' } }, method: 'PATCH', path: '/api/categories/:id', status: 500, body: { message: 'Falhou.' }, toast: 'Erro ao atualizar categoria, tente novamente.' },
    { case: 'DELETE failing → "Erro ao excluir categoria, tente novamente."', call: { remove: 'categories', id: 'c-7' }, method: 'DELETE', path: '/api/categories/:id', status: 409, body: { message: 'Em uso.' }, toast: 'Erro ao excluir categoria, tente novamente.', reason: 'Em uso.' },
  ],
);
