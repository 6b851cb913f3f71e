import { contractTable } from '../utils/contractTable';

vi.mock('../../src/engine/home', async () => ({ HomePage: (await import('../utils/engineProbe')).EngineProbe }));

const job = { name: 'Instalador de painéis', description: 'Montagem em campo.', html: '<p>Vaga <strong>CLT</strong></p>' };

// Spec §7 "Jobs" and §8 job messages.
contractTable(
  'jobs',
  [
    { call: { list: 'jobs', query: { q: 'motorista', page: 3, limit: 10 } }, method: 'GET', path: '/api/jobs', query: [['q', 'motorista'], ['page', '3'], ['limit', '10']] },
    { call: { create: 'jobs', values: { ...job, status: false } }, method: 'POST', path: '/api/jobs', json: job, success: 'Vaga criada com sucesso!' },
    { call: { read: 'jobs', id: 'j-1' }, method: 'GET', path: '/api/jobs/j-1', text: '' },
    { call: { update: 'jobs', id: 'j-1', values: { id: 'j-1', ...job, status: true } }, method: 'PUT', path: '/api/jobs/j-1', json: job, success: 'Vaga atualizada com sucesso!' },
    { call: { remove: 'jobs', id: 'j-1' }, method: 'DELETE', path: '/api/jobs/j-1', text: '', success: 'Vaga excluída com sucesso!' },
    { case: 'no body; toggles status', call: { action: 'jobs', name: 'toggle-status', id: 'j-1' }, method: 'PATCH', path: '/api/jobs/j-1', contentType: null, text: '', success: 'Status da vaga alterado com sucesso!' },
  ],
  [
    { case: 'GET /jobs failing is logged (and, beyond the original, shown)', call: { list: 'jobs', query: { page: 1, limit: 10 } }, method: 'GET', path: '/api/jobs', status: 500, body: { message: 'Falha.' }, toast: 'Erro ao buscar vagas', reason: 'Falha.', logged: true },
    { case: 'POST failing → "Erro ao criar vaga!"', call: { create: 'jobs', values: job }, method: 'POST', path: '/api/jobs', status: 400, body: { message: 'Inválido.' }, toast: 'Erro ao criar vaga!' },
    { case: 'GET /jobs/{id} failing is logged', call: { read: 'jobs', id: 'j-1' }, method: 'GET', path: '/api/jobs/:id', status: 404, body: { message: 'Vaga não encontrada.' }, toast: 'Erro ao buscar vaga', logged: true },
    { case: 'PUT failing → "Erro ao atualizar vaga!"', call: { update: 'jobs', id: 'j-1', values: job }, method: 'PUT', path: '/api/jobs/:id', status: 500, body: { message: 'x' }, toast: 'Erro ao atualizar vaga!' },
    { case: 'DELETE failing → "Erro ao excluir vaga!"', call: { remove: 'jobs', id: 'j-1' }, method: 'DELETE', path: '/api/jobs/:id', status: 500, body: { message: 'x' }, toast: 'Erro ao excluir vaga!' },
    { case: 'PATCH toggle failing → "Erro ao alterar status da vaga!"', call: { action: 'jobs', name: 'toggle-status', id: 'j-1' }, method: 'PATCH', path: '/api/jobs/:id', status: 500, body: { message: 'x' }, toast: 'Erro ao alterar status da vaga!' },
  ],
);
