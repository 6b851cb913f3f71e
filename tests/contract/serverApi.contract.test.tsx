import { pdfFile, pngFile } from '../utils/contract';
import { contractTable } from '../utils/contractTable';

vi.mock('../../src/engine/home', async () => ({ HomePage: (await import('../utils/engineProbe')).EngineProbe }));

const service = { name: 'Locação de outdoor 9×3', description: 'Quinzena em ponto nobre.', price: 2500 };
const tenancy = { serviceId: 's-1', userId: 'u-2', startDate: '2026-12-01', endDate: '2026-12-15' };
const user = { name: 'Bruno Lima', email: 'bruno@exemplo.com.br', password: 'senha-forte-1' };
const avatar = pngFile('rosto.png');
const art = pngFile('arte.png');
const proposal = pdfFile('proposta.pdf');

// Spec §7 "Services, tenancies, users and posts" (API base {host}/api/server, only `data` read) and §8's toasts of this group.
const api = contractTable(
  'services, tenancies, users and posts',
  [
    {
      case: 'the service body as given; returns data',
      call: { create: 'services', values: service },
      method: 'POST',
      path: '/api/server/services',
      json: service,
      answer: { status: 201, body: { data: { id: 's-9', ...service } } },
      returns: { id: 's-9', ...service },
      success: 'Serviço criado com sucesso!',
    },
    {
      case: 'query limit, page, q; the list is read from data',
      call: { list: 'services', query: { q: 'outdoor', page: 4, limit: 10 } },
      method: 'GET',
      path: '/api/server/services',
      query: [['limit', '10'], ['page', '4'], ['q', 'outdoor']],
      answer: { body: { data: { items: [{ id: 's-1', ...service }], total: 31, page: 4, limit: 10 } } },
      returns: { items: [{ id: 's-1', ...service }], total: 31, page: 4, limit: 10 },
    },
    {
      case: 'read from data',
      call: { read: 'services', id: 's-9' },
      method: 'GET',
      path: '/api/server/services/s-9',
      text: '',
      answer: { body: { data: { id: 's-9', ...service } } },
      returns: { id: 's-9', ...service },
    },
    { case: 'the body without id', call: { update: 'services', id: 's-9', values: { id: 's-9', ...service } }, method: 'PUT', path: '/api/server/services/s-9', json: service, success: 'Serviço atualizado com sucesso!' },
    { call: { remove: 'services', id: 's-9' }, method: 'DELETE', path: '/api/server/services/s-9', text: '', success: 'Serviço deletado com sucesso!' },

    { call: { list: 'tenancies', query: { q: 'ana', page: 2, limit: 10 } }, method: 'GET', path: '/api/server/tenancies', query: [['q', 'ana'], ['page', '2'], ['limit', '10']] },
    { case: 'the body', call: { create: 'tenancies', values: tenancy }, method: 'POST', path: '/api/server/tenancies', json: tenancy, success: 'Locação feita com sucesso!' },
    { call: { remove: 'tenancies', id: 't-4' }, method: 'DELETE', path: '/api/server/tenancies/t-4', text: '', success: 'Locação excluída com sucesso!' },

    { case: 'the body', call: { create: 'users', values: user }, method: 'POST', path: '/api/server/users', json: user, success: 'Cadastro realizado com sucesso!' },
    { call: { list: 'users', query: { q: 'bruno', page: 1, limit: 25 } }, method: 'GET', path: '/api/server/users', query: [['limit', '25'], ['page', '1'], ['q', 'bruno']] },
    { call: { read: 'users', id: 'u-2' }, method: 'GET', path: '/api/server/users/u-2', text: '' },
    {
      // The password is changed only through its own call.
      case: 'the body (never the password)',
      call: { update: 'users', id: 'u-2', values: { id: 'u-2', name: 'Bruno S. Lima', email: 'bruno@exemplo.com.br', avatarUrl: '/uploads/a.png' } },
      method: 'PUT',
      path: '/api/server/users/u-2',
      json: { name: 'Bruno S. Lima', email: 'bruno@exemplo.com.br' },
      success: 'Usuário atualizado com sucesso!',
    },
    { call: { remove: 'users', id: 'u-2' }, method: 'DELETE', path: '/api/server/users/u-2', text: '', success: 'Usuário deletado com sucesso!' },
    {
      case: 'multipart, field file',
      call: { action: 'users', name: 'avatar', id: 'u-2', values: { file: avatar } },
      method: 'PATCH',
      path: '/api/server/users/avatar/u-2',
      form: { file: { name: 'rosto.png', type: 'image/png', size: avatar.size } },
      success: 'Avatar atualizado com sucesso!',
    },
    {
      case: 'the body carries the id',
      call: { action: 'users', name: 'change-password', id: 'u-2', values: { password: 'nova-senha-123' } },
      method: 'PATCH',
      path: '/api/server/users/change-password/u-2',
      json: { id: 'u-2', password: 'nova-senha-123' },
      success: 'Senha alterada com sucesso!',
    },

    { call: { list: 'posts', query: { q: 'led', page: 2, limit: 10 } }, method: 'GET', path: '/api/server/posts', query: [['page', '2'], ['limit', '10'], ['q', 'led']] },
    {
      case: 'multipart {serviceId, file} with an image',
      call: { create: 'posts', values: { serviceId: 's-1', file: art, status: false } },
      method: 'POST',
      path: '/api/server/posts',
      form: { serviceId: 's-1', file: { name: 'arte.png', type: 'image/png', size: art.size } },
      success: 'Post criado com sucesso!',
    },
    {
      case: 'multipart {serviceId, file} with a PDF',
      call: { create: 'posts', values: { serviceId: 's-1', file: proposal, status: false } },
      method: 'POST',
      path: '/api/server/posts',
      form: { serviceId: 's-1', file: { name: 'proposta.pdf', type: 'application/pdf', size: proposal.size } },
      success: 'Post criado com sucesso!',
    },
    { case: 'no payload; changes status', call: { action: 'posts', name: 'toggle-status', id: 'p-5' }, method: 'PATCH', path: '/api/server/posts/p-5', contentType: null, text: '', success: 'Status do post alterado com sucesso!' },
    { call: { remove: 'posts', id: 'p-5' }, method: 'DELETE', path: '/api/server/posts/p-5', text: '', success: 'Post deletado com sucesso!' },
  ],
  [
    { case: "DELETE /services/{id} failing → 'Erro ao deletar serviço!'", call: { remove: 'services', id: 's-9' }, method: 'DELETE', path: '/api/server/services/:id', status: 409, body: { message: 'Serviço com locações.' }, toast: 'Erro ao deletar serviço!', reason: 'Serviço com locações.' },
    { case: 'other failures of this group are logged and (Painel decision) shown', call: { update: 'services', id: 's-9', values: service }, method: 'PUT', path: '/api/server/services/:id', status: 400, body: { message: 'Preço inválido.' }, toast: 'Erro ao atualizar serviço!', reason: 'Preço inválido.', logged: true },
    { case: 'a failed tenancy create is logged and shown', call: { create: 'tenancies', values: tenancy }, method: 'POST', path: '/api/server/tenancies', status: 400, body: { message: 'Serviço inexistente.' }, toast: 'Erro ao criar locação!', reason: 'Serviço inexistente.', logged: true },
    { case: 'a failed post status change is logged and shown', call: { action: 'posts', name: 'toggle-status', id: 'p-5' }, method: 'PATCH', path: '/api/server/posts/:id', status: 404, body: { message: 'Post não encontrado.' }, toast: 'Erro ao alterar status do post!', reason: 'Post não encontrado.', logged: true },
  ],
);

test('tenancies have no read or update call: refused before any request, naming the operation the spec does not declare', async () => {
  const e = await api.engine();
  await expect(e.data.read(api.resource(e, 'tenancies'), 't-4', { notify: true })).rejects.toMatchObject({ status: 0, message: 'Locações: operação "read" não declarada.' });
  await expect(e.data.update(api.resource(e, 'tenancies'), 't-4', tenancy, { notify: true })).rejects.toMatchObject({ status: 0, message: 'Locações: operação "update" não declarada.' });
  expect(api.requests()).toEqual([]);
});
