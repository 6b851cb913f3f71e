// @vitest-environment node
// "Livre entre … e …" and "Ocupado entre …" on the outdoors list (schemas/outdoors.json availability, derived
// from the rentals' no-overlap rule): combined with the search and the other filters, in the export too.
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInApp } from './helpers';

const made = signedInApp();

const created = (res: LightMyRequestResponse) => {
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  const body = res.json();
  return (body.data?.id ?? body.id) as string;
};
const names = (res: LightMyRequestResponse) => {
  if (res.statusCode !== 200) throw new Error(`list failed: ${res.statusCode} ${res.body}`);
  const body = res.json();
  return ((body.data ?? body) as { name: string }[]).map((o) => o.name).sort();
};

beforeAll(async () => {
  const serviceId = created(await made.api.post('/api/server/services', { name: 'Veiculação bissemanal', price: 1800 }));
  const userId = created(await made.api.post('/api/server/users', { name: 'Padaria Bom Pão', email: 'padaria@exemplo.com.br', password: 'senha-forte-123' }));
  const outdoor = async (name: string, location: string) => created(await made.api.form('POST', '/api/outdoors', { name, location, latitude: '-23.56', longitude: '-46.65' }));
  const paulista = await outdoor('Av. Paulista, 1000', 'Bela Vista');
  const reboucas = await outdoor('Av. Rebouças, 300', 'Pinheiros');
  await outdoor('Rua Augusta, 500', 'Consolação');
  const rent = async (outdoorId: string, startDate: string, endDate: string, status?: string) =>
    created(await made.api.post('/api/server/tenancies', { serviceId, userId, outdoorId, startDate, endDate, ...(status ? { status } : {}) }));
  await rent(paulista, '2026-12-01', '2026-12-14');
  // A cancelled rental holds nothing.
  await rent(reboucas, '2026-12-01', '2026-12-14', 'cancelada');
  await rent(reboucas, '2027-01-10', '2027-01-20', 'reservada');
});

describe('the outdoors list by period', () => {
  it('"Livre entre": the outdoors no rental holds on any of those days (both ends included)', async () => {
    expect(names(await made.api.get('/api/outdoors?livre=2026-12-05/2026-12-08'))).toEqual(['Av. Rebouças, 300', 'Rua Augusta, 500']);
    // The rental's last day still counts; the day after is free.
    expect(names(await made.api.get('/api/outdoors?livre=2026-12-14/2026-12-20'))).toEqual(['Av. Rebouças, 300', 'Rua Augusta, 500']);
    expect(names(await made.api.get('/api/outdoors?livre=2026-12-15/2027-01-09'))).toEqual(['Av. Paulista, 1000', 'Av. Rebouças, 300', 'Rua Augusta, 500']);
    // A reservation holds its period as a confirmed rental does.
    expect(names(await made.api.get('/api/outdoors?livre=2026-12-15/2027-01-10'))).toEqual(['Av. Paulista, 1000', 'Rua Augusta, 500']);
  });

  it('"Ocupado entre": those a rental holds on at least one of those days', async () => {
    expect(names(await made.api.get('/api/outdoors?ocupado=2026-12-05/2026-12-08'))).toEqual(['Av. Paulista, 1000']);
    expect(names(await made.api.get('/api/outdoors?ocupado=2026-11-01/2027-12-31'))).toEqual(['Av. Paulista, 1000', 'Av. Rebouças, 300']);
  });

  it('with the search, and in the export', async () => {
    expect(names(await made.api.get('/api/outdoors?q=av&livre=2026-12-05/2026-12-08'))).toEqual(['Av. Rebouças, 300']);
    const csv = await made.api.get('/api/outdoors/export?livre=2026-12-05/2026-12-08&sort=name&columns=name');
    expect(csv.statusCode).toBe(200);
    expect(csv.body.replace(/^\uFEFF/, '').trim().split(/\r?\n/)).toEqual(['Nome', 'Av. Rebouças, 300', 'Rua Augusta, 500']);
  });

  it('a period that does not read is a 400 naming the filter; the first day after the last is refused too', async () => {
    const bad = await made.api.get('/api/outdoors?livre=2026-12-05');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('Livre entre: informe o período como AAAA-MM-DD/AAAA-MM-DD.');
    const reversed = await made.api.get('/api/outdoors?ocupado=2026-12-08/2026-12-05');
    expect(reversed.statusCode).toBe(400);
    expect(JSON.stringify(reversed.json())).toContain('Ocupado entre: a primeira data deve ser anterior ou igual à segunda.');
    const notADay = await made.api.get('/api/outdoors?livre=2026-02-30/2026-03-05');
    expect(notADay.statusCode).toBe(400);
  });

  it('the rentals keep an index of the periods the rule holds, so a whole list is counted free or busy at once', async () => {
    expect(await made.app.painel.db.query(`SELECT indexname FROM pg_indexes WHERE tablename = 'tenancies' AND indexdef LIKE '%USING gist%' ORDER BY indexname`)).toEqual([
      { indexname: expect.stringMatching(/^tenancies_no_overlap_[0-9a-f]{10}$/) },
      { indexname: expect.stringMatching(/^tenancies_occupied_[0-9a-f]{10}$/) },
    ]);
  });
});
