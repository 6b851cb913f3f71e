// @vitest-environment node
// The rental desk's fields (issue 44, part 1): a rental names its client and price; an outdoor has a format, a city,
// a UF and a category. The spec's bodies (tenancy JSON, outdoor multipart) are accepted unchanged and answer as before.
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInApp, stamped } from './helpers';

const made = signedInApp();
const uuid = expect.stringMatching(/^[0-9a-f-]{36}$/);

describe('a rental names its client and its price', () => {
  let serviceId: string;
  let userId: string;
  let clientId: string;

  beforeAll(async () => {
    serviceId = (await made.api.post('/api/server/services', { name: 'Painel Rodoviário', price: 3000 })).json().data.id;
    userId = (await made.api.post('/api/server/users', { name: 'Mariana Antiga', email: 'mariana.antiga@exemplo.com.br', password: 'senha-forte-1' })).json().data.id;
    clientId = (await made.api.post('/api/painel/clients', { name: 'Padaria Bom Pão', document: '11.222.333/0001-81' })).json().id;
  });

  it("the spec's body (service, user, dates) is taken as it was: no client, no price (the status is the rule's default)", async () => {
    const body = { serviceId, userId, startDate: '2026-12-01', endDate: '2026-12-14' };
    const res = await made.api.post('/api/server/tenancies', body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ data: stamped({ id: uuid, ...body, status: 'confirmada' }) });
  });

  it('takes a client and a price (in reais, cents at most) with no user, and finds it by the client', async () => {
    const body = { serviceId, clientId, price: 2500.5, startDate: '2027-01-01', endDate: '2027-01-14' };
    const res = await made.api.post('/api/server/tenancies', body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ data: stamped({ id: uuid, ...body, status: 'confirmada' }) });
    const { id } = res.json().data;
    expect((await made.api.get(`/api/server/tenancies?clientId=${clientId}`)).json().data).toMatchObject({ items: [{ id, clientId, price: 2500.5 }], total: 1 });
    expect((await made.api.get('/api/server/tenancies?q=bom%20pao')).json().data).toMatchObject({ items: [{ id }], total: 1 });
    expect((await made.api.get('/api/server/tenancies?price.gte=2000')).json().data).toMatchObject({ items: [{ id }], total: 1 });
  });

  it('refuses a client that does not exist and a negative price, in Portuguese, writing nothing', async () => {
    const ghost = await made.api.post('/api/server/tenancies', { serviceId, clientId: 'nao-existe', startDate: '2027-02-01', endDate: '2027-02-14' });
    expect(ghost.statusCode).toBe(400);
    expect(ghost.json()).toEqual({ message: 'Cliente não encontrado.', errors: [{ field: 'clientId', message: 'Cliente não encontrado.' }] });
    const negative = await made.api.post('/api/server/tenancies', { serviceId, clientId, price: -1, startDate: '2027-02-01', endDate: '2027-02-14' });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().errors).toEqual([{ field: 'price', message: 'Deve ser maior ou igual a 0.' }]);
    expect((await made.api.get('/api/server/tenancies?startDate.gte=2027-02-01')).json().data.total).toBe(0);
  });

  it('a spreadsheet names the client by its name and the price the Brazilian way', async () => {
    const file = { filename: 'locacoes.csv', type: 'text/csv', data: Buffer.from('\uFEFFServiço;Cliente;Valor;Início;Fim\r\nPainel Rodoviário;padaria bom pão;R$ 1.234,56;01/03/2027;14/03/2027\r\n', 'utf8') };
    const res = await made.api.form('POST', '/api/painel/import/tenancies', { file });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ create: 1, problems: [] });
    expect((await made.api.get('/api/server/tenancies?startDate.gte=2027-03-01&startDate.lte=2027-03-01')).json().data.items).toMatchObject([
      { serviceId, clientId, price: 1234.56, startDate: '2027-03-01', endDate: '2027-03-14' },
    ]);
  });

  it('an outdoor booked twice: the refusal names the client of the rental in the way', async () => {
    const outdoorId = (await made.api.form('POST', '/api/outdoors', { name: 'Av. Paulista, 1000', location: 'Bela Vista', latitude: '-23.56', longitude: '-46.65' })).json().id;
    const rental = { serviceId, clientId, outdoorId, startDate: '2026-12-01', endDate: '2026-12-14' };
    expect((await made.api.post('/api/server/tenancies', rental)).statusCode).toBe(201);
    const again = await made.api.post('/api/server/tenancies', { ...rental, startDate: '2026-12-14', endDate: '2026-12-20' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('O outdoor Av. Paulista, 1000 já está locado de 01/12/2026 a 14/12/2026 para Padaria Bom Pão (Locação confirmada).');
  });

  it('a client a rental names cannot be deleted', async () => {
    const res = await made.api.delete(`/api/painel/clients/${clientId}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Não é possível excluir este cliente: há locações ligadas a ele.' });
  });
});

describe('an outdoor has a format, a city, a UF and a category', () => {
  const spec = { name: 'Praça Sete', location: 'Av. Afonso Pena, Centro', latitude: '-19.9191', longitude: '-43.9386' };
  let categoryId: string;

  beforeAll(async () => {
    categoryId = (await made.api.post('/api/categories', { name: 'Rodoviário' })).json().id;
  });

  it("the spec's multipart body answers exactly as before", async () => {
    const res = await made.api.form('POST', '/api/outdoors', spec);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual(stamped({ id: uuid, name: 'Praça Sete', location: 'Av. Afonso Pena, Centro', latitude: -19.9191, longitude: -43.9386 }));
  });

  it('takes the new fields in the multipart body and filters by format, UF, city and category', async () => {
    const res = await made.api.form('POST', '/api/outdoors', { ...spec, name: 'Anel Rodoviário km 5', format: 'led', city: 'Belo Horizonte', state: 'MG', categoryId });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Anel Rodoviário km 5', format: 'led', city: 'Belo Horizonte', state: 'MG', categoryId });
    const { id } = res.json();
    await made.api.form('POST', '/api/outdoors', { ...spec, name: 'Marginal Tietê', format: 'empena', city: 'São Paulo', state: 'SP' });

    const names = async (query: string) => ((await made.api.get(`/api/outdoors?${query}`)).json().data as { name: string }[]).map((o) => o.name).sort();
    expect(await names('format=led')).toEqual(['Anel Rodoviário km 5']);
    expect(await names('state=SP')).toEqual(['Marginal Tietê']);
    expect(await names(`categoryId=${categoryId}`)).toEqual(['Anel Rodoviário km 5']);
    expect(await names(`city=${encodeURIComponent('Belo Horizonte')}`)).toEqual(['Anel Rodoviário km 5']);
    expect(await names('city=sao%20paulo')).toEqual(['Marginal Tietê']);

    const edited = await made.api.form('PUT', `/api/outdoors/${id}`, { ...spec, name: 'Anel Rodoviário km 5', format: 'front-light', city: 'Contagem', state: 'MG' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ format: 'front-light', city: 'Contagem', state: 'MG' });
  });

  it('refuses a UF and a format that do not exist, in Portuguese', async () => {
    const uf = await made.api.form('POST', '/api/outdoors', { ...spec, state: 'XX' });
    expect(uf.statusCode).toBe(400);
    expect(uf.json().errors).toEqual([{ field: 'state', message: expect.stringMatching(/^Deve ser um destes valores: AC, AL, AP, AM, BA, .*, TO\.$/) }]);
    const format = await made.api.form('POST', '/api/outdoors', { ...spec, format: 'holograma' });
    expect(format.statusCode).toBe(400);
    expect(format.json().errors[0].field).toBe('format');
    const filter = await made.api.get('/api/outdoors?state=XX');
    expect(filter.statusCode).toBe(400);
  });
});
