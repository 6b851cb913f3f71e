// @vitest-environment node
// The home page's panels, declared in schemas/dashboard.json and computed on the server: the figures of a small
// fixed data set stated literally (4 outdoors, rentals across two periods and two months, one cancelada, one
// reservada), what a role that does not see rentals' price is shown and refused, a panel added to a copy of the
// file with no code change, the CSV of one panel and the one-second cache.
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db';
import { client, created, freshDb, giveRole, makeApp, signIn, tempDir } from './helpers';

/** A statement that reads the calendar's periods (panelWindow's). */
const readsPeriods = (sql: string) => /FROM "periods"/.test(sql);

/**
 * schemas/ with a role that does not see rentals' price, and two more panels in dashboard.json: this month's revenue
 * second, outdoors in Recife last.
 */
function schemasForDashboard(): string {
  const dir = tempDir('painel-schemas-');
  cpSync(resolve(import.meta.dirname, '../../schemas'), dir, { recursive: true });
  const roles = JSON.parse(readFileSync(join(dir, 'roles.json'), 'utf8'));
  roles.roles.push({
    id: 'sem-valores',
    label: 'Sem valores',
    description: 'Lê tudo, menos o valor das locações.',
    grants: { '*': { can: ['list', 'read'] }, tenancies: { can: ['list', 'read'], hiddenFields: ['price'] } },
  });
  writeFileSync(join(dir, 'roles.json'), JSON.stringify(roles, null, 2));
  const dashboard = JSON.parse(readFileSync(join(dir, 'dashboard.json'), 'utf8'));
  dashboard.panels.push({ id: 'outdoors-recife', title: 'Outdoors em Recife', kind: 'figure', count: { resource: 'outdoors', filters: { city: 'Recife' } } });
  // A figure over rentals' price among the first panels: the role without prices gets the next ones' numbers.
  dashboard.panels.splice(1, 0, {
    id: 'receita-do-mes',
    title: 'Receita do mês',
    kind: 'figure',
    window: { unit: 'month', from: 0 },
    sum: { resource: 'tenancies', field: 'price', spread: true, filters: { status: 'confirmada' } },
  });
  writeFileSync(join(dir, 'dashboard.json'), JSON.stringify(dashboard, null, 2));
  return dir;
}

let app: FastifyInstance;
/** A second instance on the same database (its own panel cache and kept periods). */
let other: FastifyInstance;
let api: ReturnType<typeof client>;
let reader: ReturnType<typeof client>;
/** Role "leitura": hides only the people's e-mail, which no panel reads. */
let lookingOnly: ReturnType<typeof client>;
/** Every statement the app sent, to count what a panel costs. */
const statements: string[] = [];
const ids: Record<string, string> = {};

beforeAll(async () => {
  const db = await freshDb();
  const counted: Db = { ...db, query: (sql, params, options) => (statements.push(sql), db.query(sql, params, options)) };
  const schemasDir = schemasForDashboard();
  app = await makeApp({ db: counted, schemasDir });
  other = await makeApp({ db: { ...db, close: async () => {} }, schemasDir });
  api = client(app, await signIn(app));
  const userId = created(await api.post('/api/server/users', { name: 'Leitor sem valores', email: 'sem.valores@painel.local', password: 'senha-forte-1' }));
  await giveRole(api, userId, 'sem-valores');
  reader = client(app, await signIn(app, 'sem.valores@painel.local', 'senha-forte-1'));
  const lookerId = created(await api.post('/api/server/users', { name: 'Só leitura', email: 'leitura@painel.local', password: 'senha-forte-1' }));
  await giveRole(api, lookerId, 'leitura');
  lookingOnly = client(app, await signIn(app, 'leitura@painel.local', 'senha-forte-1'));

  created(await api.post('/api/painel/periods', { name: 'B24', startDate: '2026-11-23', endDate: '2026-12-06', kind: 'bissemana' }));
  created(await api.post('/api/painel/periods', { name: 'B25', startDate: '2026-12-07', endDate: '2026-12-20', kind: 'bissemana' }));
  const outdoor = async (name: string, city: string, format: string) =>
    created(await api.form('POST', '/api/outdoors', { name, location: 'Centro', latitude: '-23.5', longitude: '-46.6', city, format }));
  ids.a = await outdoor('Avenida A', 'São Paulo', 'led');
  ids.b = await outdoor('Avenida B', 'São Paulo', 'empena');
  ids.c = await outdoor('Rua C', 'Recife', 'led');
  ids.d = await outdoor('Rua D', 'Recife', 'mub');
  const serviceId = created(await api.post('/api/server/services', { name: 'Veiculação', price: 1 }));
  const rental = async (outdoorId: string, startDate: string, endDate: string, status: string, price: number) =>
    created(await api.post('/api/server/tenancies', { serviceId, outdoorId, startDate, endDate, status, price }));
  // All of B24 (14 days: 8 in November, 6 in December).
  ids.r1 = await rental(ids.a, '2026-11-23', '2026-12-06', 'confirmada', 1400);
  // Across B24 and B25, 7 days each; 1 day in November, 13 in December.
  ids.r2 = await rental(ids.b, '2026-11-30', '2026-12-13', 'confirmada', 1400);
  // Cancelled: never counted.
  ids.r3 = await rental(ids.c, '2026-11-25', '2026-12-04', 'cancelada', 999);
  // Reserved, in B25 only: 3 days.
  ids.r4 = await rental(ids.d, '2026-12-10', '2026-12-12', 'reservada', 300);
});
afterAll(async () => {
  await other?.close();
  await app?.close();
});

const panel = async (who: ReturnType<typeof client>, id: string, at: string) => {
  const res = await who.get(`/api/painel/dashboard/${id}?at=${at}`);
  return { status: res.statusCode, body: res.json() };
};

describe('the panels a person sees', () => {
  it('the administrator sees every declared panel in order, the added one last', async () => {
    const res = await api.get('/api/painel/dashboard');
    expect(res.statusCode).toBe(200);
    expect(res.json().panels.map((p: { id: string }) => p.id)).toEqual([
      'copias',
      'receita-do-mes',
      'ocupacao',
      'reservas-pendentes',
      'livres-proxima',
      'ocupacao-cidade',
      'ocupacao-formato',
      'ocupacao-proximas',
      'ocupacao-proximas-cidade',
      'ocupacao-proximas-formato',
      'comecam',
      'terminam',
      'receita-mensal',
      'receita-outdoor',
      'contagens',
      'ultimas-alteracoes',
      'outdoors-recife',
    ]);
    expect(res.json().panels[2]).toEqual({ id: 'ocupacao', title: 'Ocupação nesta bissemana', description: expect.any(String), kind: 'figure', unit: 'percent', size: 'small', resources: ['periods', 'tenancies', 'outdoors'] });
  });

  it('a role that does not see rentals\' price: no revenue panel, no backups, and the server refuses the revenue', async () => {
    const ids = (await reader.get('/api/painel/dashboard')).json().panels.map((p: { id: string }) => p.id);
    expect(ids).not.toContain('receita-mensal');
    expect(ids).not.toContain('receita-outdoor');
    expect(ids).not.toContain('copias');
    expect(ids).toContain('ocupacao');
    const refused = await panel(reader, 'receita-mensal', '2026-12-15');
    expect(refused).toEqual({ status: 403, body: { message: 'Seu perfil não permite ver este painel: ele lê dados que você não pode ver.' } });
    expect((await reader.get('/api/painel/dashboard/receita-outdoor/csv?at=2026-12-15')).statusCode).toBe(403);
  });

  it('an unknown panel is a 404, a panel drawn by the page a 400, a wrong day a 400', async () => {
    expect(await panel(api, 'nao-existe', '2026-11-25')).toEqual({ status: 404, body: { message: 'Painel desconhecido.' } });
    expect(await panel(api, 'contagens', '2026-11-25')).toEqual({ status: 400, body: { message: 'Este painel não tem números: a página inicial o desenha.' } });
    expect(await panel(api, 'ocupacao', '2026-02-30')).toEqual({ status: 400, body: { message: 'Data: informe uma data AAAA-MM-DD.' } });
  });
});

describe("the first panels' numbers come with the list (no second call before the page draws them)", () => {
  const inline = (body: { numbers?: { id: string; value?: number }[] }) => body.numbers?.map((n) => [n.id, n.value]);

  it('the first four panels with numbers, in page order, as painel.panel answers them', async () => {
    const res = await api.get('/api/painel/dashboard?at=2026-11-25');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // November: 8 of r1's 14 days at 100 a day, 1 of r2's.
    expect(inline(body)).toEqual([
      ['receita-do-mes', 900],
      ['ocupacao', 0.375],
      ['reservas-pendentes', 1],
      ['livres-proxima', 2],
    ]);
    expect(body.numbers[1]).toMatchObject({ id: 'ocupacao', value: 0.375, unit: 'percent', periodLabel: 'B24 · 23/11 a 06/12', rows: [{ periodo: 'B24', valor: 0.375 }] });
    expect(body.numbers[3].rows.map((r: { name: string }) => r.name)).toEqual(['Avenida A', 'Rua C']);
    // The same answer the panel's own call gives (the same computation, kept for a second).
    expect((await panel(api, 'ocupacao', '2026-11-25')).body).toEqual(body.numbers[1]);
  });

  it('a role that may not read a panel never gets its numbers: the next panels it may read come instead', async () => {
    const body = (await reader.get('/api/painel/dashboard?at=2026-11-25')).json();
    expect(inline(body)).toEqual([
      ['ocupacao', 0.375],
      ['reservas-pendentes', 1],
      ['livres-proxima', 2],
      ['ocupacao-cidade', 0.375],
    ]);
    expect(body.numbers[3].rows).toEqual([
      { categoria: 'Recife', valor: 0 },
      { categoria: 'São Paulo', valor: 0.75 },
    ]);
    expect(JSON.stringify(body)).not.toContain('receita');
  });

  it('a wrong day is a 400, as for one panel', async () => {
    const res = await api.get('/api/painel/dashboard?at=2026-02-30');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Data: informe uma data AAAA-MM-DD.' });
  });
});

describe('the figures of the fixed data set', () => {
  it('occupancy of B24: 21 occupied outdoor-days of 56 (4 outdoors × 14 days) = 0.375; the cancelada does not count', async () => {
    const { status, body } = await panel(api, 'ocupacao', '2026-11-25');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: 'ocupacao',
      value: 0.375,
      unit: 'percent',
      periodLabel: 'B24 · 23/11 a 06/12',
      thresholds: { low: 0.7, high: 0.9 },
      rows: [{ periodo: 'B24', valor: 0.375 }],
      link: { resource: 'outdoors', query: { ocupado: '2026-11-23/2026-12-06' } },
    });
  });

  it('per city: São Paulo 21/28, Recife 0/28 (its only rental cancelled), each row opening its own list', async () => {
    const { body } = await panel(api, 'ocupacao-cidade', '2026-11-25');
    expect(body.columns).toEqual([
      { key: 'categoria', label: 'Cidade', unit: 'text' },
      { key: 'valor', label: 'Ocupação', unit: 'percent' },
    ]);
    expect(body.rows).toEqual([
      { categoria: 'Recife', valor: 0 },
      { categoria: 'São Paulo', valor: 0.75 },
    ]);
    expect(body.links).toEqual([
      { resource: 'outdoors', query: { ocupado: '2026-11-23/2026-12-06', city: 'Recife' } },
      { resource: 'outdoors', query: { ocupado: '2026-11-23/2026-12-06', city: 'São Paulo' } },
    ]);
  });

  it('the next periods: B25 holds 7 days of the rental across two periods and the reservada\'s 3, of 56', async () => {
    const { body } = await panel(api, 'ocupacao-proximas', '2026-11-25');
    expect(body.rows).toEqual([{ periodo: 'B25', valor: 10 / 56 }]);
    expect(body.periodLabel).toBe('B25 · 07/12 a 20/12');
  });

  it('per format over the next periods: a column per format, named as the form names it', async () => {
    const { body } = await panel(api, 'ocupacao-proximas-formato', '2026-11-25');
    expect(body.columns.map((c: { label: string }) => c.label)).toEqual(['Período', 'Empena', 'LED', 'Mobiliário urbano (MUB)']);
    expect(body.rows).toEqual([{ periodo: 'B25', s1: 0.5, s2: 0, s3: 3 / 14 }]);
  });

  it('revenue per month: each confirmed rental\'s price spread over its days (November 800 + 100, December 600 + 1300)', async () => {
    const { body } = await panel(api, 'receita-mensal', '2026-12-15');
    expect(body.unit).toBe('money');
    expect(body.value).toBe(2800);
    expect(body.rows.slice(-3)).toEqual([
      { periodo: 'out/2026', valor: 0 },
      { periodo: 'nov/2026', valor: 900 },
      { periodo: 'dez/2026', valor: 1900 },
    ]);
    expect(body.link).toEqual({ resource: 'tenancies', query: { status: 'confirmada', 'startDate.lte': '2026-12-31', 'endDate.gte': '2026-01-01' } });
    expect(body.links[11]).toEqual({ resource: 'tenancies', query: { status: 'confirmada', 'startDate.lte': '2026-12-31', 'endDate.gte': '2026-12-01' } });
  });

  it('revenue per outdoor over twelve months: the largest first, each outdoor by its name', async () => {
    const { body } = await panel(api, 'receita-outdoor', '2026-12-15');
    expect(body.rows).toEqual([
      { categoria: 'Avenida A', valor: 1400 },
      { categoria: 'Avenida B', valor: 1400 },
    ]);
    expect(body.links[0]).toEqual({ resource: 'tenancies', query: { status: 'confirmada', 'startDate.lte': '2026-12-31', 'endDate.gte': '2026-01-01', outdoorId: ids.a } });
  });

  it('reservations not confirmed: a count, and the list behind it', async () => {
    const { body } = await panel(api, 'reservas-pendentes', '2026-11-25');
    expect(body).toMatchObject({ value: 1, unit: 'count', link: { resource: 'tenancies', query: { status: 'reservada', 'endDate.gte': '2026-11-25' } } });
    // Of no period: its filters name none.
    expect(body.periodLabel).toBeUndefined();
    expect(body.rows).toEqual([{ valor: 1 }]);
  });

  it('a day no period covers (a new installation): the count of reservations still says its number, 0', async () => {
    const { status, body } = await panel(api, 'reservas-pendentes', '2027-06-01');
    expect(status).toBe(200);
    expect(body.value).toBe(0);
    expect(body.rows).toEqual([{ valor: 0 }]);
  });

  it('rentals starting in the next 14 days: a short list, references by their titles', async () => {
    const { body } = await panel(api, 'comecam', '2026-11-25');
    expect(body.value).toBe(2);
    expect(body.rows).toEqual([
      { id: ids.r3, outdoorId: 'Rua C', clientId: null, startDate: '2026-11-25', endDate: '2026-12-04', status: 'cancelada' },
      { id: ids.r2, outdoorId: 'Avenida B', clientId: null, startDate: '2026-11-30', endDate: '2026-12-13', status: 'confirmada' },
    ]);
    expect(body.link).toEqual({ resource: 'tenancies', query: { 'startDate.gte': '2026-11-25', 'startDate.lte': '2026-12-09', sort: 'startDate' } });
  });

  it('outdoors free in the next period (B25): those no rental holds then', async () => {
    const { body } = await panel(api, 'livres-proxima', '2026-11-25');
    expect(body.value).toBe(2);
    expect(body.rows.map((r: { name: string }) => r.name)).toEqual(['Avenida A', 'Rua C']);
    expect(body.link).toEqual({ resource: 'outdoors', query: { livre: '2026-12-07/2026-12-20', sort: 'name' } });
  });

  it('a panel added to the file is computed with no code change', async () => {
    expect(await panel(api, 'outdoors-recife', '2026-11-25')).toMatchObject({ status: 200, body: { value: 2, unit: 'count', link: { resource: 'outdoors', query: { city: 'Recife' } } } });
  });

  it('the CSV holds the panel\'s table, as every export writes it', async () => {
    const res = await api.get('/api/painel/dashboard/ocupacao-cidade/csv?at=2026-11-25');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.body).toBe('\uFEFFCidade;Ocupação\r\nRecife;0\r\nSão Paulo;0,75\r\n');
  });
});

describe('at most one computation a second per panel', () => {
  it('two requests within a second, and two at once, cost the queries of one', async () => {
    const before = statements.length;
    await panel(api, 'ocupacao', '2026-12-08');
    const one = statements.length - before;
    expect(one).toBeGreaterThan(0);
    await panel(api, 'ocupacao', '2026-12-08');
    await Promise.all([panel(api, 'ocupacao-cidade', '2026-12-08'), panel(api, 'ocupacao-cidade', '2026-12-08')]);
    const afterCity = statements.length;
    await panel(api, 'ocupacao-cidade', '2026-12-08');
    expect(statements.length).toBe(afterCity);
    expect(afterCity - before).toBeLessThanOrEqual(2 * one + 1);
  });

  it('a change made just after a read is counted by the next read (within the second, never hidden by the kept answer)', async () => {
    const first = await panel(api, 'reservas-pendentes', '2026-12-01');
    expect(first.body.value).toBe(1);
    const serviceId = created(await api.post('/api/server/services', { name: 'Veiculação avulsa', price: 1 }));
    const id = created(await api.post('/api/server/tenancies', { serviceId, startDate: '2027-03-01', endDate: '2027-03-05', status: 'reservada', price: 10 }));
    const started = Date.now();
    expect((await panel(api, 'reservas-pendentes', '2026-12-01')).body.value).toBe(2);
    expect(Date.now() - started).toBeLessThan(1500);
    expect((await api.delete(`/api/server/tenancies/${id}`)).statusCode).toBe(200);
    expect((await panel(api, 'reservas-pendentes', '2026-12-01')).body.value).toBe(1);
  });

  it('two roles that see the same of what a panel reads share its answer; one that sees less gets its own', async () => {
    const admin = await panel(api, 'ocupacao', '2026-12-15');
    // The same answer, computedAt included: the same computation.
    expect(await panel(lookingOnly, 'ocupacao', '2026-12-15')).toEqual({ status: 200, body: admin.body });
    // Rentals' price hidden: the rentals it counts are read through another view.
    const priceHidden = await panel(reader, 'ocupacao', '2026-12-15');
    expect(priceHidden.status).toBe(200);
    expect(priceHidden.body.value).toBe(admin.body.value);
    expect(priceHidden.body.computedAt).not.toBe(admin.body.computedAt);
  });

  it('a second later, the panel is computed again', async () => {
    await panel(api, 'reservas-pendentes', '2026-12-08');
    const before = statements.length;
    await new Promise((r) => setTimeout(r, 1100));
    await panel(api, 'reservas-pendentes', '2026-12-08');
    expect(statements.length).toBeGreaterThan(before);
  });
});

describe("the calendar's periods, kept per day until they change", () => {
  it('four panels over periods on one day read the periods once', async () => {
    const before = statements.length;
    for (const id of ['ocupacao', 'ocupacao-cidade', 'ocupacao-proximas', 'livres-proxima']) expect((await panel(api, id, '2026-11-27')).status).toBe(200);
    expect(statements.slice(before).filter(readsPeriods)).toHaveLength(1);
    // Computed again a second later: the periods are not read again.
    await new Promise((r) => setTimeout(r, 1100));
    const again = statements.length;
    expect((await panel(api, 'ocupacao', '2026-11-27')).body.value).toBe(0.375);
    expect(statements.slice(again).filter(readsPeriods)).toHaveLength(0);
  });

  it('an occupancy by city, the periods kept, is one statement: the days held and the outdoors counted together', async () => {
    expect((await panel(api, 'ocupacao', '2026-11-29')).body.value).toBe(0.375);
    const before = statements.length;
    expect((await panel(api, 'ocupacao-cidade', '2026-11-29')).body.rows).toEqual([
      { categoria: 'Recife', valor: 0 },
      { categoria: 'São Paulo', valor: 0.75 },
    ]);
    expect(statements.length - before).toBe(1);
  });

  it('a period added, renamed or removed is in the next answer, on this instance and on another', async () => {
    const next = async (on: ReturnType<typeof client>) => (await panel(on, 'ocupacao-proximas', '2026-11-28')).body.rows;
    const elsewhere = client(other, await signIn(other));
    expect(await next(api)).toEqual([{ periodo: 'B25', valor: 10 / 56 }]);
    expect(await next(elsewhere)).toEqual([{ periodo: 'B25', valor: 10 / 56 }]);
    const b26 = created(await api.post('/api/painel/periods', { name: 'B26', startDate: '2026-12-21', endDate: '2027-01-03', kind: 'bissemana' }));
    expect(await next(api)).toEqual([
      { periodo: 'B25', valor: 10 / 56 },
      { periodo: 'B26', valor: 0 },
    ]);
    // Another instance hears it as it hears every change (PostgreSQL: NOTIFY, a moment later).
    await expect.poll(() => next(elsewhere), { timeout: 3000 }).toEqual([
      { periodo: 'B25', valor: 10 / 56 },
      { periodo: 'B26', valor: 0 },
    ]);
    expect((await api.put(`/api/painel/periods/${b26}`, { name: 'B26 Natal', startDate: '2026-12-21', endDate: '2027-01-03', kind: 'bissemana' })).statusCode).toBe(200);
    expect((await next(api)).map((r: { periodo: string }) => r.periodo)).toEqual(['B25', 'B26 Natal']);
    expect((await api.delete(`/api/painel/periods/${b26}`)).statusCode).toBe(204);
    expect(await next(api)).toEqual([{ periodo: 'B25', valor: 10 / 56 }]);
    await expect.poll(() => next(elsewhere), { timeout: 3000 }).toEqual([{ periodo: 'B25', valor: 10 / 56 }]);
  });
});
