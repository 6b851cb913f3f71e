// @vitest-environment node
// "Ocupação" (schemas/tenancies.json, timeline): GET /api/painel/timeline/{resource} answers the rows (the
// outdoors, searched and filtered as their own list is, by name), the bars between from and to (a cancelada
// rental occupies nothing) and the calendar's periods that meet [from, to].
import { beforeAll, describe, expect, it } from 'vitest';
import { created, signedInApp } from './helpers';

const made = signedInApp();

let paulista: string;
let augusta: string;
let confirmed: string;
let reserved: string;
let b50: string;
let b52: string;

beforeAll(async () => {
  const { api } = made;
  const outdoor = async (name: string) => created(await api.form('POST', '/api/outdoors', { name, location: 'São Paulo', latitude: '-23.56', longitude: '-46.65' }));
  paulista = await outdoor('Av. Paulista, 1000');
  augusta = await outdoor('Rua Augusta, 500');
  await outdoor('Av. Brasil, 200');
  const serviceId = created(await api.post('/api/server/services', { name: 'Veiculação bissemanal', price: 1800 }));
  const userId = created(await api.post('/api/server/users', { name: 'Padaria Bom Pão', email: 'padaria@exemplo.com.br', password: 'senha-forte-123' }));
  const rental = async (outdoorId: string, startDate: string, endDate: string, status: string) =>
    created(await api.post('/api/server/tenancies', { serviceId, userId, outdoorId, startDate, endDate, status }));
  confirmed = await rental(paulista, '2026-12-07', '2026-12-20', 'confirmada');
  reserved = await rental(augusta, '2026-11-23', '2026-12-06', 'reservada');
  await rental(paulista, '2026-12-21', '2027-01-03', 'cancelada');
  await rental(paulista, '2027-03-01', '2027-03-14', 'confirmada');
  await api.post('/api/painel/periods', { name: 'B48', startDate: '2026-11-23', endDate: '2026-12-06', kind: 'bissemana' });
  b50 = created(await api.post('/api/painel/periods', { name: 'B50', startDate: '2026-12-07', endDate: '2026-12-20', kind: 'bissemana' }));
  b52 = created(await api.post('/api/painel/periods', { name: 'B52', startDate: '2026-12-21', endDate: '2027-01-03', kind: 'bissemana' }));
});

describe('GET /api/painel/timeline/{resource}', () => {
  it('rows by name, the bars meeting [from, to] (a cancelada one is none), the periods meeting it', async () => {
    const res = await made.api.get('/api/painel/timeline/tenancies?from=2026-12-07&to=2027-01-03');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      rows: [
        { id: expect.any(String), title: 'Av. Brasil, 200' },
        { id: paulista, title: 'Av. Paulista, 1000' },
        { id: augusta, title: 'Rua Augusta, 500' },
      ],
      total: 3,
      page: 1,
      limit: 50,
      bars: [{ id: confirmed, row: paulista, start: '2026-12-07', end: '2026-12-20', status: 'confirmada', title: 'Padaria Bom Pão' }],
      periods: [
        { id: b50, label: 'B50', start: '2026-12-07', end: '2026-12-20' },
        { id: b52, label: 'B52', start: '2026-12-21', end: '2027-01-03' },
      ],
    });
  });

  it("the rows' search narrows them, and a bar that began before from is there", async () => {
    const res = await made.api.get('/api/painel/timeline/tenancies?from=2026-12-01&to=2026-12-06&q=augusta');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.rows).toEqual([{ id: augusta, title: 'Rua Augusta, 500' }]);
    expect(body.total).toBe(1);
    expect(body.bars.map((b: { id: string; status: string }) => [b.id, b.status])).toEqual([[reserved, 'reservada']]);
  });

  it("the rows' own filters narrow them: the outdoors free in B50 ('Livre entre')", async () => {
    const res = await made.api.get('/api/painel/timeline/tenancies?from=2026-12-07&to=2026-12-20&livre=2026-12-07/2026-12-20');
    expect(res.statusCode).toBe(200);
    expect(res.json().rows.map((r: { title: string }) => r.title)).toEqual(['Av. Brasil, 200', 'Rua Augusta, 500']);
    expect(res.json().bars).toEqual([]);
  });

  it('pages the rows: limit and page', async () => {
    const res = await made.api.get('/api/painel/timeline/tenancies?from=2026-12-07&to=2026-12-20&limit=1&page=2');
    expect(res.json().rows).toEqual([{ id: paulista, title: 'Av. Paulista, 1000' }]);
    expect(res.json().bars.map((b: { id: string }) => b.id)).toEqual([confirmed]);
    expect(res.json().total).toBe(3);
  });

  it('refuses, in Portuguese, a period ending before it starts, a date that is none, a longer one than two years, an unknown filter', async () => {
    const backwards = await made.api.get('/api/painel/timeline/tenancies?from=2026-12-20&to=2026-12-07');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe('O fim do período (to) deve ser igual ou posterior ao início (from).');
    const none = await made.api.get('/api/painel/timeline/tenancies?from=2026-02-30&to=2026-12-07');
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('De: informe uma data AAAA-MM-DD.');
    const long = await made.api.get('/api/painel/timeline/tenancies?from=2026-01-01&to=2028-01-02');
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Período longo demais: no máximo 2 anos.');
    const unknown = await made.api.get('/api/painel/timeline/tenancies?from=2026-12-07&to=2026-12-20&cor=azul');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Parâmetro de consulta desconhecido. Esta lista aceita: q, page, limit, sort, format, state, city, categoryId, livre, ocupado.');
  });

  it('a bar names the rental\'s client when it has one, else its user', async () => {
    const clientId = created(await made.api.post('/api/painel/clients', { name: 'Ótica Visão Ltda.', document: '12.ABC.345/01DE-35' }));
    const serviceId = created(await made.api.post('/api/server/services', { name: 'Lona', price: 900 }));
    const userId = created(await made.api.post('/api/server/users', { name: 'Usuário Antigo', email: 'antigo@exemplo.com.br', password: 'senha-forte-123' }));
    const rental = created(await made.api.post('/api/server/tenancies', { serviceId, userId, clientId, outdoorId: augusta, startDate: '2028-05-01', endDate: '2028-05-14' }));
    const res = await made.api.get('/api/painel/timeline/tenancies?from=2028-05-01&to=2028-05-31');
    expect(res.json().bars).toEqual([{ id: rental, row: augusta, start: '2028-05-01', end: '2028-05-14', status: 'confirmada', title: 'Ótica Visão Ltda.' }]);
  });

  it('a resource that declares no timeline has none: 404', async () => {
    const res = await made.api.get('/api/painel/timeline/services?from=2026-12-07&to=2026-12-20');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Este recurso não tem ocupação.');
  });
});
