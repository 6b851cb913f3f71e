// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ResourceDescriptor } from '../../src/engine/contract';
import { readSchemasDir } from '../../src/engine/descriptor/readSchemasDir';
import { client, makeApp, png, signedInApp, signIn } from './helpers';

// The real descriptors, with jobs given one more field in JSON only: a shift with an enum (no descriptor in
// schemas/ has one yet), and the creation time among its filters.
const withShift = (d: ResourceDescriptor): ResourceDescriptor =>
  d.name !== 'jobs'
    ? d
    : {
        ...d,
        schema: { ...d.schema, properties: { ...d.schema.properties, shift: { title: 'Turno', type: 'string', enum: ['manhã', 'tarde', 'noite'] } } },
        list: { ...d.list!, filters: ['status', 'shift', 'createdAt'] },
        operations: { ...d.operations, create: { ...d.operations.create!, fields: ['name', 'description', 'html', 'shift'] } },
      };

const made = signedInApp({ descriptors: readSchemasDir().map(withShift) });

const items = (body: { data: unknown }) => ((body.data as { items?: unknown[] }).items ?? body.data) as Record<string, unknown>[];
const names = async (url: string) => {
  const res = await made.api.get(url);
  expect(res.statusCode, res.body).toBe(200);
  return items(res.json()).map((r) => r.name);
};
const service = async (name: string, price: number, description?: string) =>
  (await made.api.post('/api/server/services', { name, price, ...(description ? { description } : {}) })).json().data.id as string;
const job = async (name: string, shift?: string) =>
  (await made.api.post('/api/jobs', { name, description: `Vaga de ${name}`, html: '<p>Vaga</p>', ...(shift ? { shift } : {}) })).json().id as string;

describe('sort: ascending and descending by every kind, ties broken by id in the same direction', () => {
  it('text: case and accents ignored (Ágil beside agil), -name reverses', async () => {
    for (const n of ['beta', 'Álvaro', 'alfa', 'Bruno', 'ágil']) await service(`Sort ${n}`, 10);
    expect(await names('/api/server/services?q=sort&sort=name')).toEqual(['Sort ágil', 'Sort alfa', 'Sort Álvaro', 'Sort beta', 'Sort Bruno']);
    expect(await names('/api/server/services?q=sort&sort=-name')).toEqual(['Sort Bruno', 'Sort beta', 'Sort Álvaro', 'Sort alfa', 'Sort ágil']);
  });

  it('number: equal prices keep a fixed order, by id ascending (descending when the sort is)', async () => {
    const a = await service('Preço A', 300);
    const b = await service('Preço B', 50.5);
    const c = await service('Preço C', 300);
    const ties = [a, c].sort();
    const ids = async (url: string) => items((await made.api.get(url)).json()).map((r) => r.id);
    expect(await ids('/api/server/services?q=preco&sort=price')).toEqual([b, ...ties]);
    expect(await ids('/api/server/services?q=preco&sort=-price')).toEqual([...[...ties].reverse(), b]);
  });

  it('date: tenancies by start date', async () => {
    const serviceId = await service('Locável', 100);
    const userId = (await made.api.post('/api/server/users', { name: 'Datas Silva', email: 'datas@exemplo.com.br', password: 'senha-forte-1' })).json().data.id;
    for (const [startDate, endDate] of [['2026-03-10', '2026-03-20'], ['2025-12-31', '2026-01-05'], ['2026-01-15', '2026-02-01']]) {
      expect((await made.api.post('/api/server/tenancies', { serviceId, userId, startDate, endDate })).statusCode).toBe(201);
    }
    const starts = async (url: string) => items((await made.api.get(url)).json()).map((r) => r.startDate);
    expect(await starts('/api/server/tenancies?q=datas&sort=startDate')).toEqual(['2025-12-31', '2026-01-15', '2026-03-10']);
    expect(await starts('/api/server/tenancies?q=datas&sort=-startDate')).toEqual(['2026-03-10', '2026-01-15', '2025-12-31']);
  });

  it('yes/no: false before true ascending; the default order is newest first, -createdAt and createdAt both accepted', async () => {
    const first = await job('Status primeiro');
    const second = await job('Status segundo');
    const third = await job('Status terceiro');
    await made.api.patch(`/api/jobs/${second}`);
    const ids = async (url: string) => items((await made.api.get(url)).json()).map((r) => r.id);
    expect(await ids('/api/jobs?q=status&sort=status')).toEqual([second, ...[first, third].sort()]);
    expect(await ids('/api/jobs?q=status&sort=-status')).toEqual([...[first, third].sort().reverse(), second]);
    expect(await ids('/api/jobs?q=status')).toEqual([third, second, first]);
    expect(await ids('/api/jobs?q=status&sort=createdAt')).toEqual([first, second, third]);
    // The toggle changed `second` last.
    expect((await ids('/api/jobs?q=status&sort=-updatedAt'))[0]).toBe(second);
  });
});

describe('filters, each combined with the search', () => {
  it('yes/no: status=false with q', async () => {
    const a = await job('Motorista noturno');
    await job('Motorista diurno');
    await job('Vendedor externo');
    await made.api.patch(`/api/jobs/${a}`);
    expect(await names('/api/jobs?q=motorista&status=false')).toEqual(['Motorista noturno']);
    expect(await names('/api/jobs?q=motorista&status=true')).toEqual(['Motorista diurno']);
  });

  it('enum: shift=noite with q', async () => {
    await job('Vigia de pátio', 'noite');
    await job('Vigia de portaria', 'manhã');
    await job('Porteiro', 'noite');
    expect(await names('/api/jobs?q=vigia&shift=noite')).toEqual(['Vigia de pátio']);
    expect(await names(`/api/jobs?shift=${encodeURIComponent('manhã')}&q=vigia`)).toEqual(['Vigia de portaria']);
  });

  it('reference: posts of one service, found by q through the service name; an id that is no record matches nothing', async () => {
    const led = await service('Painel LED Paulista', 900);
    const lona = await service('Lona Paulista', 300);
    for (const serviceId of [led, lona, led]) expect((await made.api.form('POST', '/api/server/posts', { serviceId, file: png() })).statusCode).toBe(201);
    const count = async (url: string) => (await made.api.get(url)).json().data.total;
    expect(await count(`/api/server/posts?q=paulista&serviceId=${led}`)).toBe(2);
    expect(await count(`/api/server/posts?q=lona&serviceId=${led}`)).toBe(0);
    expect(await count(`/api/server/posts?serviceId=${encodeURIComponent("' OR '1'='1")}`)).toBe(0);
  });

  it('date range: tenancies starting in March 2026, both ends included', async () => {
    const serviceId = await service('Empena Março', 100);
    const userId = (await made.api.post('/api/server/users', { name: 'Março Lima', email: 'marco@exemplo.com.br', password: 'senha-forte-1' })).json().data.id;
    for (const startDate of ['2026-02-28', '2026-03-01', '2026-03-31', '2026-04-01']) {
      await made.api.post('/api/server/tenancies', { serviceId, userId, startDate, endDate: '2026-05-01' });
    }
    const starts = async (url: string) => items((await made.api.get(url)).json()).map((r) => r.startDate);
    expect(await starts('/api/server/tenancies?q=marco&startDate.gte=2026-03-01&startDate.lte=2026-03-31&sort=startDate')).toEqual(['2026-03-01', '2026-03-31']);
    expect(await starts('/api/server/tenancies?q=marco&startDate.lte=2026-02-28')).toEqual(['2026-02-28']);
  });

  it('number range: services priced 100 to 500 with q', async () => {
    for (const [n, p] of [['Faixa 99', 99.99], ['Faixa 100', 100], ['Faixa 500', 500], ['Faixa 501', 500.01]] as const) await service(n, p);
    expect(await names('/api/server/services?q=faixa&price.gte=100&price.lte=500&sort=price')).toEqual(['Faixa 100', 'Faixa 500']);
    expect(await names('/api/server/services?q=faixa&price.gte=500.01')).toEqual(['Faixa 501']);
  });

  it('date-time: createdAt from an instant, or whole São Paulo days', async () => {
    const before = await job('Carimbo antes');
    const at = (await made.api.get(`/api/jobs/${before}`)).json().createdAt as string;
    await job('Carimbo depois');
    expect(await names(`/api/jobs?q=carimbo&createdAt.gte=${encodeURIComponent(at)}&sort=createdAt`)).toEqual(['Carimbo antes', 'Carimbo depois']);
    expect(await names(`/api/jobs?q=carimbo&createdAt.lte=${encodeURIComponent(at)}`)).toEqual(['Carimbo antes']);
    expect(await names('/api/jobs?q=carimbo&createdAt.lte=2000-01-01')).toEqual([]);
    expect(await names('/api/jobs?q=carimbo&createdAt.gte=2000-01-01&sort=createdAt')).toEqual(['Carimbo antes', 'Carimbo depois']);
  });
});

describe('unknown parameters and bad values: 400 in Portuguese, nothing repeated, nothing run', () => {
  const refused = async (url: string) => {
    const res = await made.api.get(url);
    expect(res.statusCode).toBe(400);
    return res.json();
  };

  it('an unknown parameter lists what the list accepts, without repeating it', async () => {
    const body = await refused(`/api/jobs?${encodeURIComponent('"; DROP TABLE jobs; --')}=1`);
    expect(body).toEqual({ message: 'Parâmetro de consulta desconhecido. Esta lista aceita: q, page, limit, sort, status, shift, createdAt.gte, createdAt.lte.' });
    expect(await refused('/api/categories?nome=x')).toEqual({ message: 'Parâmetro de consulta desconhecido. Esta lista aceita: q, page, limit, sort.' });
    expect((await made.api.get('/api/jobs')).statusCode).toBe(200);
  });

  it('a sort on a field that does not sort', async () => {
    for (const sort of ['senha', 'name;DROP TABLE jobs', '-html', 'serviceId']) {
      expect(await refused(`/api/jobs?sort=${encodeURIComponent(sort)}`)).toEqual({
        message: 'Ordenação inválida: use um destes campos, com "-" na frente para a ordem decrescente: name, description, status, createdAt, updatedAt.',
        errors: [{ field: 'sort', message: 'Ordenação inválida: use um destes campos, com "-" na frente para a ordem decrescente: name, description, status, createdAt, updatedAt.' }],
      });
    }
    expect((await refused('/api/server/posts?sort=serviceId')).message).toBe(
      'Ordenação inválida: use um destes campos, com "-" na frente para a ordem decrescente: status, createdAt, updatedAt.',
    );
  });

  it('a value that does not fit the field, each named by its title', async () => {
    expect(await refused('/api/jobs?status=talvez')).toEqual({ message: 'Status: use true ou false.', errors: [{ field: 'status', message: 'Status: use true ou false.' }] });
    expect((await refused('/api/jobs?shift=madrugada')).message).toBe('Turno: deve ser um destes valores: manhã, tarde, noite.');
    expect((await refused('/api/server/services?price.gte=mil')).message).toBe('Preço (R$) (a partir de): informe um número, como 1500.50.');
    expect((await refused('/api/server/services?price.lte=1e309')).message).toBe('Preço (R$) (até): informe um número, como 1500.50.');
    expect((await refused('/api/server/tenancies?startDate.gte=31/03/2026')).message).toBe('Início (a partir de): informe uma data válida (AAAA-MM-DD).');
    expect((await refused('/api/server/tenancies?endDate.lte=2026-02-30')).message).toBe('Fim (até): informe uma data válida (AAAA-MM-DD).');
    expect((await refused('/api/jobs?status=true&status=false')).message).toBe('Status: informe um só valor.');
    expect((await refused('/api/jobs?createdAt.gte=ontem')).message).toBe('Criado em (a partir de): informe uma data (AAAA-MM-DD) ou data e hora (ISO 8601).');
  });

  it('several problems are all reported in one answer', async () => {
    expect(await refused('/api/server/tenancies?sort=userId&startDate.gte=x')).toEqual({
      message: 'Ordenação inválida: use um destes campos, com "-" na frente para a ordem decrescente: startDate, endDate, price, status, createdAt, updatedAt. Início (a partir de): informe uma data válida (AAAA-MM-DD).',
      errors: [
        { field: 'sort', message: 'Ordenação inválida: use um destes campos, com "-" na frente para a ordem decrescente: startDate, endDate, price, status, createdAt, updatedAt.' },
        { field: 'startDate.gte', message: 'Início (a partir de): informe uma data válida (AAAA-MM-DD).' },
      ],
    });
  });
});

describe('search: every word somewhere, any order, no case or accents', () => {
  it('"paulista 1000" finds "Av. Paulista, 1000"; a word nowhere finds nothing', async () => {
    for (const [name, location] of [['Paulista Norte', 'Av. Paulista, 1000'], ['Paulista Sul', 'Av. Paulista, 2000'], ['Augusta', 'Rua Augusta, 1000']]) {
      expect((await made.api.form('POST', '/api/outdoors', { name, location, latitude: '-23.56', longitude: '-46.65' })).statusCode).toBe(201);
    }
    expect(await names('/api/outdoors?q=paulista%201000')).toEqual(['Paulista Norte']);
    expect(await names('/api/outdoors?q=1000%20PAULISTA')).toEqual(['Paulista Norte']);
    expect(await names('/api/outdoors?q=1000&sort=name')).toEqual(['Augusta', 'Paulista Norte']);
    expect(await names('/api/outdoors?q=paulista%203000')).toEqual([]);
  });

  it('"souza ana" finds "Ana Souza"; accents typed or not', async () => {
    for (const [name, email] of [['Ana Souza', 'ana.souza@exemplo.com.br'], ['Ana Lima', 'ana.lima@exemplo.com.br'], ['Júlia Souza', 'julia@exemplo.com.br']]) {
      await made.api.post('/api/server/users', { name, email, password: 'senha-forte-1' });
    }
    expect(await names('/api/server/users?q=souza%20ana')).toEqual(['Ana Souza']);
    expect(await names(`/api/server/users?q=${encodeURIComponent('SÓUZA ÁNA')}`)).toEqual(['Ana Souza']);
    expect(await names('/api/server/users?q=julia%20souza')).toEqual(['Júlia Souza']);
  });

  it('through references: a tenancy found by a word of its user and a word of its service', async () => {
    const serviceId = await service('Front-light Ibirapuera', 100);
    const userId = (await made.api.post('/api/server/users', { name: 'Renata Moura', email: 'renata.m@exemplo.com.br', password: 'senha-forte-1' })).json().data.id;
    const other = (await made.api.post('/api/server/users', { name: 'Renato Alves', email: 'renato@exemplo.com.br', password: 'senha-forte-1' })).json().data.id;
    await made.api.post('/api/server/tenancies', { serviceId, userId, startDate: '2026-06-01', endDate: '2026-06-30' });
    await made.api.post('/api/server/tenancies', { serviceId, userId: other, startDate: '2026-07-01', endDate: '2026-07-31' });
    const users = async (url: string) => items((await made.api.get(url)).json()).map((r) => r.userId);
    expect(await users('/api/server/tenancies?q=ibirapuera%20renata')).toEqual([userId]);
    expect(await users('/api/server/tenancies?q=moura%20front')).toEqual([userId]);
    expect(await users('/api/server/tenancies?q=ibirapuera&sort=startDate')).toEqual([userId, other]);
  });
});

describe('a total past the count cap is reported as capped', () => {
  it('main and services profiles flag it at their own paths; a short or last page is exact', async () => {
    const capped = await makeApp({ listLimits: { countCap: 3 } });
    try {
      const c = client(capped, await signIn(capped));
      for (const name of ['Um', 'Dois', 'Três', 'Quatro', 'Cinco']) await c.post('/api/categories', { name });
      for (const name of ['Um', 'Dois', 'Três', 'Quatro']) await c.post('/api/server/services', { name, price: 1 });

      const first = (await c.get('/api/categories?limit=2')).json();
      expect({ ...first, data: first.data.length }).toEqual({ data: 2, total: 3, totalCapped: true, page: 1, limit: 2 });
      // The last page knows where the rows end.
      expect((await c.get('/api/categories?limit=2&page=3')).json()).toMatchObject({ total: 5, page: 3 });
      expect((await c.get('/api/categories?limit=2&page=3')).json()).not.toHaveProperty('totalCapped');
      // A page past the cap counts at least to its own end.
      const second = (await c.get('/api/categories?limit=2&page=2')).json();
      expect({ ...second, data: second.data.length }).toEqual({ data: 2, total: 4, totalCapped: true, page: 2, limit: 2 });
      expect((await c.get('/api/categories?limit=10')).json()).toMatchObject({ total: 5 });
      // Past the end: counted as far as that page would have reached, so exactly here.
      expect((await c.get('/api/categories?page=9&limit=2')).json()).toEqual({ data: [], total: 5, page: 9, limit: 2 });

      const services = (await c.get('/api/server/services?limit=1')).json();
      expect({ ...services.data, items: services.data.items.length }).toEqual({ items: 1, total: 3, totalCapped: true, page: 1, limit: 1 });
    } finally {
      await capped.close();
    }
  });
});
