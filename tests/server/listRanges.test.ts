// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import type { ResourceDescriptor } from '../../src/engine/contract';
import { readSchemasDir } from '../../src/engine/descriptor/readSchemasDir';
import { signedInApp } from './helpers';

// A test-only entity whose number and date are optional (every real one requires them): a range must never
// take in a record that has no value, though the sort key counts a missing value as the lowest.
const quotes: ResourceDescriptor = {
  name: 'quotes',
  labels: { singular: 'Orçamento', plural: 'Orçamentos', gender: 'm' },
  group: 'Site',
  api: 'main',
  titleField: 'name',
  schema: {
    type: 'object',
    required: ['name'],
    properties: {
      id: { title: 'ID', type: 'string', readOnly: true },
      name: { title: 'Nome', type: 'string', maxLength: 160 },
      amount: { title: 'Valor', type: 'number' },
      dueDate: { title: 'Validade', type: 'string', format: 'date' },
    },
  },
  list: {
    columns: [{ field: 'name' }, { field: 'amount', kind: 'money' }, { field: 'dueDate', kind: 'date' }],
    search: ['name'],
    sort: { fields: ['name', 'amount', 'dueDate'] },
    filters: ['amount', 'dueDate'],
  },
  operations: {
    list: { method: 'GET', path: '/quotes', query: ['q', 'page', 'limit', 'sort', 'filters'] },
    create: { method: 'POST', path: '/quotes', body: 'json' },
  },
};

const made = signedInApp({ descriptors: [...readSchemasDir(), quotes] });

beforeAll(async () => {
  for (const body of [
    { name: 'Negativo', amount: -50, dueDate: '1999-12-31' },
    { name: 'Sem nada' },
    { name: 'Cem', amount: 100, dueDate: '2026-03-01' },
  ]) {
    expect((await made.api.post('/api/quotes', body)).statusCode).toBe(201);
  }
});

const names = async (url: string) => {
  const res = await made.api.get(url);
  expect(res.statusCode, res.body).toBe(200);
  const { data } = res.json() as { data: { items?: { name: string }[] } | { name: string }[] };
  return (Array.isArray(data) ? data : data.items!).map((r) => r.name);
};

describe('a range leaves out records without the value', () => {
  it('number: "up to" takes in a negative amount, never a missing one', async () => {
    expect(await names('/api/quotes?amount.lte=500&sort=amount')).toEqual(['Negativo', 'Cem']);
    expect(await names('/api/quotes?amount.gte=-1000&sort=amount')).toEqual(['Negativo', 'Cem']);
  });

  it('date: "up to" takes in an old date, never a missing one', async () => {
    expect(await names('/api/quotes?dueDate.lte=2026-12-31&sort=dueDate')).toEqual(['Negativo', 'Cem']);
  });

  it('the sort still puts a missing value first, as the lowest', async () => {
    expect(await names('/api/quotes?sort=amount')).toEqual(['Sem nada', 'Negativo', 'Cem']);
  });
});
