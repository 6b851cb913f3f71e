// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import type { Roles } from '../../src/engine/contract';
import { readRoles } from '../../src/engine/descriptor';
import { client, giveRole, signedInApp, signIn } from './helpers';
import { parseCsv } from './support/csv';

// "Exportar CSV" of /app/atividade: what the administrator opens in a spreadsheet.
let bia: ReturnType<typeof client>;
let biaId: string;

// The shipped roles, and one that reads the people's history (and exports it) without their e-mail.
const roles: Roles = readRoles()!;

const made = signedInApp({ roles });
roles.roles.push({ id: 'auditoria', label: 'Auditoria', grants: { users: { can: ['list', 'read', 'history', 'export'], hiddenFields: ['email'] }, services: { can: ['list', 'read', 'history', 'export'] } } });

beforeAll(async () => {
  biaId = (await made.api.post('/api/server/users', { name: 'Bia Lima', email: 'bia@exemplo.com.br', password: 'senha-da-bia' })).json().data.id;
  await giveRole(made.api, biaId);
  bia = client(made.app, await signIn(made.app, 'bia@exemplo.com.br', 'senha-da-bia'));
});

const BOM = '\uFEFF';
const exported = async (who: ReturnType<typeof client>, query: string) => {
  const res = await who.get(`/api/painel/activity/export${query}`);
  expect(res.statusCode).toBe(200);
  expect(res.body.startsWith(BOM)).toBe(true);
  return { body: res.body, rows: parseCsv(res.body.slice(1)) };
};

describe('the activity CSV writes every cell as the list export does', () => {
  it('a person named like a formula is text in "Quem": an apostrophe first, as a text cell of a list export', async () => {
    // An editor renames her own account to a formula and makes a change: the entry keeps the name she had then.
    expect((await bia.put(`/api/server/users/${biaId}`, { name: '=HYPERLINK("http://x")', email: 'bia@exemplo.com.br' })).statusCode).toBe(200);
    const category = (await bia.post('/api/categories', { name: 'Fórmulas' })).json().id as string;
    // Names the API would trim or refuse, kept by older entries all the same.
    for (const name of ['+1+1', '-1+1', '@SUM(A1:A2)', '\t=1+1', '\r=1+1']) {
      await made.app.painel.db.query(
        `INSERT INTO painel_history (resource, record_id, version, actor_id, actor_name, operation, changes, snapshot) VALUES ('categories', $1, 2, NULL, $2, 'update', '[]', '{}')`,
        [category, name],
      );
    }
    const { body, rows } = await exported(made.api, '?resource=categories');
    const who = rows[0].indexOf('Quem');
    expect(rows.slice(1).map((r) => r[who])).toEqual(["'\r=1+1", "'\t=1+1", "'@SUM(A1:A2)", "'-1+1", "'+1+1", '\'=HYPERLINK("http://x")']);
    expect(body).toContain(';"\'=HYPERLINK(""http://x"")";');
    expect(body).not.toMatch(/;=HYPERLINK|;"=HYPERLINK/);
  });
});

describe('the record named and each change worded, as the screen shows them', () => {
  const HEADER = ['Quando', 'Quem', 'Recurso', 'Registro', 'ID do registro', 'Versão', 'Operação', 'Campos alterados', 'Antes → depois'];

  it("a service: its name, and each field's value before → after the Brazilian way", async () => {
    const id = (await made.api.post('/api/server/services', { name: 'Front-light', price: 2466.26 })).json().data.id as string;
    await made.api.put(`/api/server/services/${id}`, { name: 'Front-light', description: 'Iluminado', price: 5000 });
    const { rows } = await exported(made.api, '?resource=services');
    expect(rows[0]).toEqual(HEADER);
    expect(rows.slice(1, 3).map((r) => r.slice(1))).toEqual([
      ['Administrador', 'Serviço', 'Front-light', id, '2', 'Alteração', 'Descrição, Preço (R$)', 'Descrição: Iluminado\nPreço (R$): R$\u00a02.466,26 → R$\u00a05.000,00'],
      ['Administrador', 'Serviço', 'Front-light', id, '1', 'Criação', 'Nome, Preço (R$)', 'Nome: Front-light\nPreço (R$): R$\u00a02.466,26'],
    ]);
  });

  it('a rental, which has no title field: named by its service, client and period; its references by their titles', async () => {
    const service = (await made.api.post('/api/server/services', { name: 'Painel rodoviário', price: 10 })).json().data.id as string;
    const tenant = (await made.api.post('/api/painel/clients', { name: 'Ana Souza' })).json().id as string;
    const rental = (await made.api.post('/api/server/tenancies', { serviceId: service, clientId: tenant, startDate: '2026-03-01', endDate: '2026-03-31' })).json().data.id as string;
    const { body, rows } = await exported(made.api, '?resource=tenancies');
    expect(rows.slice(1).map((r) => r.slice(2))).toEqual([
      [
        'Locação',
        'Painel rodoviário · Ana Souza · 01/03/2026 a 31/03/2026',
        rental,
        '1',
        'Criação',
        'Serviço, Cliente, Início, Fim, Situação',
        'Serviço: Painel rodoviário\nCliente: Ana Souza\nInício: 01/03/2026\nFim: 31/03/2026\nSituação: Confirmada',
      ],
    ]);
    expect(body).not.toContain(`: ${service}`);
    // The screen's JSON names it the same way.
    const [entry] = (await made.api.get('/api/painel/activity?resource=tenancies')).json().items;
    expect(entry.title).toBe('Painel rodoviário · Ana Souza · 01/03/2026 a 31/03/2026');
  });
});

describe('one role view for the activity and its CSV', () => {
  it('a field the role may not read is neither in the JSON nor in the CSV: not its change, not its value', async () => {
    const carlos = (await made.api.post('/api/server/users', { name: 'Carlos Auditor', email: 'carlos@exemplo.com.br', password: 'senha-do-carlos' })).json().data.id as string;
    await giveRole(made.api, carlos, 'auditoria');
    const auditor = client(made.app, await signIn(made.app, 'carlos@exemplo.com.br', 'senha-do-carlos'));
    const dora = (await made.api.post('/api/server/users', { name: 'Dora Lima', email: 'dora@exemplo.com.br', password: 'senha-da-dora' })).json().data.id as string;
    await made.api.put(`/api/server/users/${dora}`, { name: 'Dora Lima', email: 'dora.nova@exemplo.com.br' });

    const json = await auditor.get('/api/painel/activity?resource=users&limit=1');
    expect(json.json().items[0]).toMatchObject({ recordId: dora, operation: 'update', changes: [], title: 'Dora Lima' });
    expect(json.body).not.toContain('dora.nova@');

    const { body, rows } = await exported(auditor, '?resource=users');
    expect(rows[1].slice(3, 9)).toEqual(['Dora Lima', dora, '2', 'Alteração', '', '']);
    expect(body).not.toMatch(/E-mail|dora\.nova@|dora@/);
  });
});
