import { http, HttpResponse } from 'msw';
import { bearer, contractHarness } from '../utils/contract';

vi.mock('../../src/engine/home', async () => ({ HomePage: (await import('../utils/engineProbe')).EngineProbe }));

const api = contractHarness();
const job = { name: 'Instalador de painéis', description: 'Montagem em campo.', html: '<p>Vaga <strong>CLT</strong></p>' };

// Spec §7 "Jobs" and §8 job messages.
describe('jobs', () => {
  test('GET /jobs with query q, page, limit', async () => {
    const e = await api.engine();
    const req = await api.call(() => e.ops.list(api.resource(e, 'jobs'), { q: 'motorista', page: 3, limit: 10 }));
    expect(req).toMatchObject({ method: 'GET', path: '/api/jobs', authorization: bearer });
    expect(req.query).toEqual([['q', 'motorista'], ['page', '3'], ['limit', '10']]);
  });

  test('GET /jobs failing is logged (and, beyond the original, shown)', async () => {
    api.server.use(http.get('/api/jobs', () => HttpResponse.json({ message: 'Falha.' }, { status: 500 })));
    const e = await api.engine();
    await expect(e.ops.list(api.resource(e, 'jobs'), { page: 1, limit: 10 })).rejects.toBeDefined();
    expect(console.error).toHaveBeenCalled();
    await api.toast('Erro ao buscar vagas', 'Falha.');
  });

  test('POST /jobs {name, description, html} → "Vaga criada com sucesso!"', async () => {
    const e = await api.engine();
    const req = await api.call(() => e.ops.create(api.resource(e, 'jobs'), { ...job, status: false }));
    expect(req).toMatchObject({ method: 'POST', path: '/api/jobs', authorization: bearer });
    expect(req.json).toEqual(job);
    await api.toast('Vaga criada com sucesso!');
  });

  test('POST failing → "Erro ao criar vaga!"', async () => {
    api.server.use(http.post('/api/jobs', () => HttpResponse.json({ message: 'Inválido.' }, { status: 400 })));
    const e = await api.engine();
    await expect(e.ops.create(api.resource(e, 'jobs'), job)).rejects.toBeDefined();
    await api.toast('Erro ao criar vaga!');
  });

  test('GET /jobs/{id}', async () => {
    const e = await api.engine();
    const req = await api.call(() => e.ops.read(api.resource(e, 'jobs'), 'j-1'));
    expect(req).toMatchObject({ method: 'GET', path: '/api/jobs/j-1', authorization: bearer, text: '' });
  });

  test('GET /jobs/{id} failing is logged', async () => {
    api.server.use(http.get('/api/jobs/:id', () => HttpResponse.json({ message: 'Vaga não encontrada.' }, { status: 404 })));
    const e = await api.engine();
    await expect(e.ops.read(api.resource(e, 'jobs'), 'j-1')).rejects.toMatchObject({ status: 404 });
    expect(console.error).toHaveBeenCalled();
  });

  test('PUT /jobs/{id} {name, description, html} → "Vaga atualizada com sucesso!"', async () => {
    const e = await api.engine();
    const req = await api.call(() => e.ops.update(api.resource(e, 'jobs'), 'j-1', { id: 'j-1', ...job, status: true }));
    expect(req).toMatchObject({ method: 'PUT', path: '/api/jobs/j-1', authorization: bearer });
    expect(req.json).toEqual(job);
    await api.toast('Vaga atualizada com sucesso!');
  });

  test('PUT failing → "Erro ao atualizar vaga!"', async () => {
    api.server.use(http.put('/api/jobs/:id', () => HttpResponse.json({ message: 'x' }, { status: 500 })));
    const e = await api.engine();
    await expect(e.ops.update(api.resource(e, 'jobs'), 'j-1', job)).rejects.toBeDefined();
    await api.toast('Erro ao atualizar vaga!');
  });

  test('DELETE /jobs/{id} → "Vaga excluída com sucesso!"', async () => {
    const e = await api.engine();
    const req = await api.call(() => e.ops.remove(api.resource(e, 'jobs'), 'j-1'));
    expect(req).toMatchObject({ method: 'DELETE', path: '/api/jobs/j-1', authorization: bearer, text: '' });
    await api.toast('Vaga excluída com sucesso!');
  });

  test('DELETE failing → "Erro ao excluir vaga!"', async () => {
    api.server.use(http.delete('/api/jobs/:id', () => HttpResponse.json({ message: 'x' }, { status: 500 })));
    const e = await api.engine();
    await expect(e.ops.remove(api.resource(e, 'jobs'), 'j-1')).rejects.toBeDefined();
    await api.toast('Erro ao excluir vaga!');
  });

  test('PATCH /jobs/{id} with no body toggles status → "Status da vaga alterado com sucesso!"', async () => {
    const e = await api.engine();
    const d = api.resource(e, 'jobs');
    const toggle = d.actions!.find((a) => a.kind === 'row')!;
    const req = await api.call(() => e.ops.action(d, toggle, 'j-1'));
    expect(req).toMatchObject({ method: 'PATCH', path: '/api/jobs/j-1', authorization: bearer, contentType: null, text: '' });
    await api.toast('Status da vaga alterado com sucesso!');
  });

  test('PATCH toggle failing → "Erro ao alterar status da vaga!"', async () => {
    api.server.use(http.patch('/api/jobs/:id', () => HttpResponse.json({ message: 'x' }, { status: 500 })));
    const e = await api.engine();
    const d = api.resource(e, 'jobs');
    await expect(e.ops.action(d, d.actions!.find((a) => a.kind === 'row')!, 'j-1')).rejects.toBeDefined();
    await api.toast('Erro ao alterar status da vaga!');
  });
});
