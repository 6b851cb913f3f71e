// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { client, giveRole, signedInApp, signIn } from './helpers';

const made = signedInApp();
let bia: ReturnType<typeof client>;
let biaId: string;

beforeAll(async () => {
  biaId = (await made.api.post('/api/server/users', { name: 'Bia Lima', email: 'bia@exemplo.com.br', password: 'senha-da-bia' })).json().data.id;
  await giveRole(made.api, biaId);
  bia = client(made.app, await signIn(made.app, 'bia@exemplo.com.br', 'senha-da-bia'));
  const c = (await made.api.post('/api/categories', { name: 'Eventos' })).json().id;
  await bia.patch(`/api/categories/${c}`, { name: 'Eventos 2026' });
  await bia.post('/api/server/services', { name: 'Painel', price: 10 });
  await made.api.delete(`/api/categories/${c}`);
});

type Entry = { id: number; resource: string; operation: string; actor: { id: string; name: string } };
const activity = async (query: string) => (await made.api.get(`/api/painel/activity${query}`)).json() as { items: Entry[]; more: boolean };

describe('"Atividade": every change across resources, filtered, newest first, paged by keyset', () => {
  it('everything, newest first', async () => {
    const { items } = await activity('');
    expect(items.slice(0, 4).map((e) => [e.resource, e.operation, e.actor.name])).toEqual([
      ['categories', 'delete', 'Administrador'],
      ['services', 'create', 'Bia Lima'],
      ['categories', 'update', 'Bia Lima'],
      ['categories', 'create', 'Administrador'],
    ]);
  });

  it('by person, resource, operation and period', async () => {
    expect((await activity(`?actor=${biaId}`)).items.map((e) => e.resource)).toEqual(['services', 'categories']);
    expect((await activity('?resource=categories&operation=update')).items.map((e) => e.actor.name)).toEqual(['Bia Lima']);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    expect((await activity(`?from=${today}&to=${today}&resource=services`)).items).toHaveLength(1);
    expect((await activity('?from=2000-01-01&to=2000-01-02')).items).toEqual([]);
  });

  it('the server\'s own changes (the first administrator, demo rows, a purge…) by "Sistema": actor=sistema', async () => {
    const { items } = await activity('?actor=sistema');
    expect(items.map((e) => [e.resource, e.operation, e.actor])).toEqual([['users', 'create', { id: null, name: 'Sistema' }]]);
  });

  it('keyset paging: `before` continues after the last entry shown; page and limit work too', async () => {
    const first = await activity('?limit=2');
    expect(first.items).toHaveLength(2);
    expect(first.more).toBe(true);
    const next = await activity(`?limit=2&before=${first.items[1].id}`);
    expect(next.items[0].id).toBeLessThan(first.items[1].id);
    expect((await activity('?limit=2&page=2')).items.map((e) => e.id)).toEqual(next.items.map((e) => e.id));
  });

  it('exported as CSV for a spreadsheet', async () => {
    const res = await made.api.get('/api/painel/activity/export?resource=categories');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="atividade-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n').map((l) => l.split(';'));
    expect(lines[0]).toEqual(['Quando', 'Quem', 'Recurso', 'Registro', 'ID do registro', 'Versão', 'Operação', 'Campos alterados', 'Antes → depois']);
    expect(lines.slice(1).map((l) => [l[1], l[2], l[3], l[6], l[7], l[8]])).toEqual([
      ['Administrador', 'Categoria', 'Eventos 2026', 'Exclusão', '', ''],
      ['Bia Lima', 'Categoria', 'Eventos 2026', 'Alteração', 'Nome', 'Nome: Eventos → Eventos 2026'],
      ['Administrador', 'Categoria', 'Eventos', 'Criação', 'Nome', 'Nome: Eventos'],
    ]);
  });

  it('bad filters are a Portuguese 400', async () => {
    expect((await made.api.get('/api/painel/activity?operation=explodir')).json()).toEqual({ message: 'Operação: use create, update, delete, restore, purge.' });
    expect((await made.api.get('/api/painel/activity?from=2026-02-31')).json()).toEqual({ message: 'De: informe uma data válida (AAAA-MM-DD).' });
    expect((await made.api.get('/api/painel/activity?resource=nada')).statusCode).toBe(404);
  });
});
