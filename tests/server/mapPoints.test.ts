// @vitest-environment node
// A list's "Mapa" (schemas/outdoors.json, map): GET /api/painel/map/{resource} answers every record the list's
// search and filters match, as [id, title, latitude, longitude], in list order, compressed when accepted.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { created, signedInApp } from './helpers';

const made = signedInApp();

let paulista: string;
let augusta: string;
let copacabana: string;

beforeAll(async () => {
  const { api } = made;
  const outdoor = async (name: string, city: string, latitude: string, longitude: string) =>
    created(await api.form('POST', '/api/outdoors', { name, location: 'Centro', city, latitude, longitude }));
  paulista = await outdoor('Av. Paulista, 1000', 'São Paulo', '-23.5614', '-46.6559');
  augusta = await outdoor('Rua Augusta, 500', 'São Paulo', '-23.5534', '-46.6588');
  copacabana = await outdoor('Av. Atlântica, 10', 'Rio de Janeiro', '-22.9711', '-43.1822');
  const serviceId = created(await api.post('/api/server/services', { name: 'Veiculação bissemanal', price: 1800 }));
  const userId = created(await api.post('/api/server/users', { name: 'Padaria Bom Pão', email: 'padaria@exemplo.com.br', password: 'senha-forte-123' }));
  created(await api.post('/api/server/tenancies', { serviceId, userId, outdoorId: paulista, startDate: '2026-12-07', endDate: '2026-12-20', status: 'confirmada' }));
});

const get = (url: string, headers: Record<string, string> = {}) => made.app.inject({ method: 'GET', url, headers: { authorization: made.api.token, ...headers } });

describe('GET /api/painel/map/{resource}', () => {
  it('every outdoor the search finds, as [id, title, latitude, longitude] in the order asked for; no status without a period', async () => {
    const res = await get('/api/painel/map/outdoors?q=paulo&sort=name');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json()).toEqual({
      points: [
        [paulista, 'Av. Paulista, 1000', -23.5614, -46.6559],
        [augusta, 'Rua Augusta, 500', -23.5534, -46.6588],
      ],
      capped: false,
    });
  });

  it("honours the list's filters: a city, and 'Livre entre' / 'Ocupado entre' with the status they give every point", async () => {
    expect((await get('/api/painel/map/outdoors?city=Rio%20de%20Janeiro')).json()).toEqual({ points: [[copacabana, 'Av. Atlântica, 10', -22.9711, -43.1822]], capped: false });
    const free = await get('/api/painel/map/outdoors?livre=2026-12-01/2026-12-10&sort=name');
    expect(free.json()).toEqual({
      points: [
        [copacabana, 'Av. Atlântica, 10', -22.9711, -43.1822],
        [augusta, 'Rua Augusta, 500', -23.5534, -46.6588],
      ],
      capped: false,
      status: 'livre',
    });
    const busy = await get('/api/painel/map/outdoors?ocupado=2026-12-01/2026-12-10&q=paulista');
    expect(busy.json()).toEqual({ points: [[paulista, 'Av. Paulista, 1000', -23.5614, -46.6559]], capped: false, status: 'ocupado' });
  });

  it('compressed as the browser accepts (gzip first, else brotli) once it is worth it; Vary says so', async () => {
    const small = await get('/api/painel/map/outdoors?q=paulista', { 'accept-encoding': 'gzip, deflate, br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    for (let i = 1; i <= 20; i++) created(await made.api.form('POST', '/api/outdoors', { name: `Ponto ${i}`, location: 'Campinas', latitude: String(-22.9 - i / 100), longitude: '-47.06' }));
    const plain = await get('/api/painel/map/outdoors?sort=name');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().points).toHaveLength(23);
    const gz = await get('/api/painel/map/outdoors?sort=name', { 'accept-encoding': 'gzip, deflate, br' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toBe('Accept-Encoding');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
    const br = await get('/api/painel/map/outdoors?sort=name', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
  });

  it('a bad period, an unknown filter, a resource without a map and an unknown one: Portuguese refusals', async () => {
    const badPeriod = await get('/api/painel/map/outdoors?livre=2026-12-10/2026-12-01');
    expect(badPeriod.statusCode).toBe(400);
    expect(badPeriod.json().message).toBe('Livre entre: a primeira data deve ser anterior ou igual à segunda.');
    const unknown = await get('/api/painel/map/outdoors?cor=azul');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Parâmetro de consulta desconhecido. Esta lista aceita: q, page, limit, sort, format, state, city, categoryId, livre, ocupado.');
    const noMap = await get('/api/painel/map/categories');
    expect(noMap.statusCode).toBe(404);
    expect(noMap.json().message).toBe('Este recurso não tem mapa.');
    const nothing = await get('/api/painel/map/planetas');
    expect(nothing.statusCode).toBe(404);
    expect(nothing.json().message).toBe('Recurso desconhecido.');
  });
});
