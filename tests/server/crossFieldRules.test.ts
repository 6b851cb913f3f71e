// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateDescriptor } from '../../src/engine/descriptor';
import { readSchemasDir } from '../../src/engine/descriptor/readSchemasDir';
import { client, makeApp, signedInApp, signIn } from './helpers';

/**
 * The shipped descriptors, plus two made here: tenancies with a PATCH update (the shipped one is a PUT), and
 * "campaigns" with literal date limits.
 */
const shipped = readSchemasDir();
const tenancies = shipped.find((d) => d.name === 'tenancies')!;
const editableTenancies = validateDescriptor(
  {
    ...structuredClone(tenancies),
    operations: { ...tenancies.operations, update: { method: 'PATCH', path: '/tenancies/{id}', body: 'json' } },
  },
  'tenancies.json',
);
const campaigns = validateDescriptor(
  {
    name: 'campaigns',
    labels: { singular: 'Campanha', plural: 'Campanhas', gender: 'f' },
    group: 'Site',
    api: 'main',
    schema: {
      type: 'object',
      properties: {
        id: { title: 'ID', type: 'string', readOnly: true },
        opens: { title: 'Abertura', type: 'string', format: 'date', formatMinimum: '2026-01-01', formatExclusiveMaximum: '2027-01-01' },
        closes: { title: 'Encerramento', type: 'string', format: 'date', formatExclusiveMinimum: { $data: '1/opens' } },
        lastCall: { title: 'Última chamada', type: 'string', format: 'date', formatMaximum: { $data: '1/closes' } },
      },
    },
    operations: { create: { method: 'POST', path: '/campaigns', body: 'json' } },
  },
  'campaigns.json',
);

const made = signedInApp({ descriptors: [...shipped.filter((d) => d !== tenancies), editableTenancies] });
let serviceId: string;
let userId: string;

beforeAll(async () => {
  serviceId = (await made.api.post('/api/server/services', { name: 'Painel LED', price: 900 })).json().data.id;
  userId = (await made.api.post('/api/server/users', { name: 'Mariana Costa', email: 'mariana@exemplo.com.br', password: 'senha-forte-1' })).json().data.id;
});

const END_BEFORE_START = {
  message: 'Dados inválidos — Fim: deve ser uma data igual ou posterior a Início.',
  errors: [{ field: 'endDate', message: 'Deve ser uma data igual ou posterior a Início.' }],
};

describe('a tenancy cannot end before it starts', () => {
  it('POST /api/server/tenancies {startDate: 2026-12-31, endDate: 2026-12-01} → 400 on endDate naming Início; nothing stored', async () => {
    const res = await made.api.post('/api/server/tenancies', { serviceId, userId, startDate: '2026-12-31', endDate: '2026-12-01' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(END_BEFORE_START);
    expect((await made.api.get('/api/server/tenancies')).json().data.total).toBe(0);
  });

  it('POST /api/server/tenancies ending the day it starts → 201', async () => {
    const res = await made.api.post('/api/server/tenancies', { serviceId, userId, startDate: '2026-12-01', endDate: '2026-12-01' });
    expect(res.statusCode).toBe(201);
  });

  it('PATCH /api/server/tenancies/{id} changing only one date is checked against the stored other date', async () => {
    const { id } = (await made.api.post('/api/server/tenancies', { serviceId, userId, startDate: '2026-12-01', endDate: '2026-12-31' })).json().data;
    const endOnly = await made.api.patch(`/api/server/tenancies/${id}`, { endDate: '2026-11-30' });
    expect(endOnly.statusCode).toBe(400);
    expect(endOnly.json()).toEqual(END_BEFORE_START);
    const startOnly = await made.api.patch(`/api/server/tenancies/${id}`, { startDate: '2027-01-01' });
    expect(startOnly.statusCode).toBe(400);
    expect(startOnly.json()).toEqual(END_BEFORE_START);
    expect((await made.api.get(`/api/server/tenancies`)).json().data.items.find((t: { id: string }) => t.id === id)).toMatchObject({
      startDate: '2026-12-01',
      endDate: '2026-12-31',
    });
    const fine = await made.api.patch(`/api/server/tenancies/${id}`, { startDate: '2026-12-15' });
    expect(fine.statusCode).toBe(200);
    expect(fine.json().data).toMatchObject({ startDate: '2026-12-15', endDate: '2026-12-31' });
  });
});

describe('date limits in a descriptor, literal or naming another field', () => {
  let withCampaigns: FastifyInstance;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    withCampaigns = await makeApp({ descriptors: [...shipped, campaigns] });
    api = client(withCampaigns, await signIn(withCampaigns));
  });
  afterAll(() => withCampaigns?.close());

  it('POST /api/campaigns outside literal limits → dates shown dd/mm/aaaa', async () => {
    const early = await api.post('/api/campaigns', { opens: '2025-12-31' });
    expect(early.json()).toEqual({
      message: 'Dados inválidos — Abertura: deve ser uma data igual ou posterior a 01/01/2026.',
      errors: [{ field: 'opens', message: 'Deve ser uma data igual ou posterior a 01/01/2026.' }],
    });
    const late = await api.post('/api/campaigns', { opens: '2027-01-01' });
    expect(late.json().errors).toEqual([{ field: 'opens', message: 'Deve ser uma data anterior a 01/01/2027.' }]);
  });

  it('POST /api/campaigns with exclusive and maximum limits naming other fields', async () => {
    const res = await api.post('/api/campaigns', { opens: '2026-03-10', closes: '2026-03-10', lastCall: '2026-03-11' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'closes', message: 'Deve ser uma data posterior a Abertura.' },
      { field: 'lastCall', message: 'Deve ser uma data igual ou anterior a Encerramento.' },
    ]);
    expect((await api.post('/api/campaigns', { opens: '2026-03-10', closes: '2026-03-11', lastCall: '2026-03-11' })).statusCode).toBe(201);
  });
});

describe('the meta-schema', () => {
  it('accepts a literal limit or a sibling pointer, and refuses another pointer shape', () => {
    const withLimit = (limit: unknown) =>
      validateDescriptor({ ...structuredClone(campaigns), schema: { type: 'object', properties: { opens: { title: 'Abertura', type: 'string', format: 'date', formatMaximum: limit } } } }, 'campaigns.json');
    expect(() => withLimit('2026-12-31')).not.toThrow();
    expect(() => withLimit({ $data: '1/closes' })).not.toThrow();
    expect(() => withLimit({ $data: '/closes' })).toThrow('campaigns.json: descriptor inválido');
    expect(() => withLimit(20261231)).toThrow('campaigns.json: descriptor inválido');
  });
});
