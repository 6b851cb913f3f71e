// @vitest-environment node
// Reminders (issue 46, item 4): the job reminds each person concerned of what needs doing, as tenancies.json
// declares it (starting or ending within 7 days, a reservation not confirmed 3 days after it was made), only of
// records their role may read; each reminder once; a person marks theirs read.
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { client, giveRole, signedInApp, signIn, tempDir } from './helpers';

/** 2026-12-01, 09:00 in São Paulo. */
let now = Date.parse('2026-12-01T12:00:00Z');

/**
 * schemas/ with a role that reads outdoors only ("Vendas"), named with sem-acesso among the "termina" reminder's
 * recipients; and one that reads rentals without their end date ("Financeiro"), named in "comeca" and "termina".
 */
function schemasWithSalesRole(): string {
  const dir = tempDir('painel-schemas-');
  cpSync(resolve(import.meta.dirname, '../../schemas'), dir, { recursive: true });
  const roles = JSON.parse(readFileSync(join(dir, 'roles.json'), 'utf8'));
  roles.roles.push({ id: 'vendas', label: 'Vendas', description: 'Vê os outdoors, não as locações.', grants: { outdoors: { can: ['list', 'read'] } } });
  roles.roles.push({ id: 'financeiro', label: 'Financeiro', description: 'Vê as locações, sem o fim.', grants: { tenancies: { can: ['list', 'read'], hiddenFields: ['endDate'] } } });
  writeFileSync(join(dir, 'roles.json'), JSON.stringify(roles, null, 2));
  const tenancies = JSON.parse(readFileSync(join(dir, 'tenancies.json'), 'utf8'));
  const rule = (id: string) => tenancies.reminders.find((r: { id: string }) => r.id === id);
  rule('termina').to.roles.push('vendas', 'sem-acesso', 'financeiro');
  rule('comeca').to.roles.push('financeiro');
  writeFileSync(join(dir, 'tenancies.json'), JSON.stringify(tenancies, null, 2));
  return dir;
}

const made = signedInApp({ schemasDir: schemasWithSalesRole(), reminders: { now: () => now } });
type Api = ReturnType<typeof client>;
const people = {} as Record<'editor' | 'leitura' | 'vendas' | 'financeiro', Api>;
let ids: Record<'ending' | 'reserved', string>;

async function person(name: string, email: string, role: string): Promise<string> {
  const id = (await made.api.post('/api/server/users', { name, email, password: 'senha-forte-1' })).json().data.id;
  await giveRole(made.api, id, role);
  return id;
}

const runJob = () => made.app.painel.scheduler.runIfDue(made.app.painel.scheduler.job('lembretes')!);
const count = async () => Number((await made.app.painel.db.query<{ n: string }>('SELECT count(*)::text AS n FROM painel_reminders'))[0].n);

beforeAll(async () => {
  for (const [who, role] of [['editor', 'editor'], ['leitura', 'leitura'], ['vendas', 'vendas'], ['financeiro', 'financeiro']] as const) {
    await person(who, `${who}@painel.local`, role);
    people[who] = client(made.app, await signIn(made.app, `${who}@painel.local`, 'senha-forte-1'));
  }
  await person('Sílvia Sem Acesso', 'silvia@painel.local', 'sem-acesso');
  const serviceId = (await made.api.post('/api/server/services', { name: 'Painel Rodoviário', price: 3000 })).json().data.id;
  const clientId = (await made.api.post('/api/painel/clients', { name: 'Padaria Bom Pão' })).json().id;
  const rental = (by: Api, body: object) => by.post('/api/server/tenancies', { serviceId, clientId, ...body }).then((r) => r.json().data.id as string);
  ids = {
    ending: await rental(made.api, { startDate: '2026-11-20', endDate: '2026-12-04', status: 'confirmada' }),
    reserved: await rental(people.editor, { startDate: '2026-12-05', endDate: '2026-12-20', status: 'reservada' }),
  };
  await rental(made.api, { startDate: '2026-11-25', endDate: '2026-12-03', status: 'cancelada' });
  await rental(made.api, { startDate: '2027-01-10', endDate: '2027-01-20', status: 'confirmada' });
  // The reservation was made four days ago.
  await made.app.painel.db.query(`UPDATE tenancies SET created_at = '2026-11-27T15:00:00Z' WHERE id = $1`, [ids.reserved]);
});

describe('the reminder job, on a small fixed data set', () => {
  it('reminds the administrator and the editor, as declared, and no one whose role may not read rentals', async () => {
    expect(await runJob()).toBe(true);
    // Not the cancelled rental ending on 03/12, nor the one starting in January.
    const ending = { resource: 'tenancies', recordId: ids.ending, reminder: 'termina', about: '2026-12-04', title: 'Painel Rodoviário · Padaria Bom Pão · 20/11/2026 a 04/12/2026', message: 'Termina em 04/12/2026.', read: false };
    const starting = { resource: 'tenancies', recordId: ids.reserved, reminder: 'comeca', about: '2026-12-05', title: 'Painel Rodoviário · Padaria Bom Pão · 05/12/2026 a 20/12/2026', message: 'Começa em 05/12/2026.', read: false };
    const unconfirmed = { ...starting, reminder: 'nao-confirmada', about: '2026-11-27', message: 'Reservada há 3 dias ou mais e ainda não confirmada.' };
    const items = [unconfirmed, ending, starting].map((r) => ({ ...r, id: expect.any(String), createdAt: expect.any(String) }));
    expect((await made.api.get('/api/painel/reminders')).json()).toEqual({ unread: 3, items });
    // The editor may not read clients (roles.json): the titles they get leave the client out, as their screens do.
    const withoutClient = (r: (typeof items)[number]) => ({ ...r, title: r.title.replace(' · Padaria Bom Pão', '') });
    const editors = await people.editor.get('/api/painel/reminders');
    expect(editors.statusCode).toBe(200);
    expect(editors.json()).toEqual({ unread: 3, items: items.map(withoutClient) });
    expect(editors.json().items[1].title).toBe('Painel Rodoviário · 20/11/2026 a 04/12/2026');
    // Leitura reads rentals but is not among those the reminders name; Vendas and Sem acesso are, but may not read them.
    expect((await people.leitura.get('/api/painel/reminders')).json()).toEqual({ unread: 0, items: [] });
    expect((await people.vendas.get('/api/painel/reminders')).json()).toEqual({ unread: 0, items: [] });
    // Financeiro may not read a rental's end: reminded of the start, never of the end.
    expect((await people.financeiro.get('/api/painel/reminders')).json().items.map((r: { reminder: string; recordId: string }) => [r.reminder, r.recordId])).toEqual([['comeca', ids.reserved]]);
    const [silvia] = await made.app.painel.db.query(`SELECT count(*)::int AS n FROM painel_reminders r JOIN users u ON u.id = r.person_id WHERE u.email = 'silvia@painel.local'`);
    expect(silvia).toEqual({ n: 0 });
    expect(await count()).toBe(7);
  });

  it('running again, in the same hour or the next, creates nothing new', async () => {
    expect(await runJob()).toBe(false);
    now += 3_600_000;
    expect(await runJob()).toBe(true);
    expect(await count()).toBe(7);
  });

  it('a person marks one read, then all; another person\u2019s reminder is not theirs to mark', async () => {
    const items = (await people.editor.get('/api/painel/reminders')).json().items as { id: string; read: boolean }[];
    const one = await people.editor.post(`/api/painel/reminders/${items[1].id}/read`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ unread: 2 });
    expect((await people.editor.get('/api/painel/reminders')).json().items.map((r: { read: boolean }) => r.read)).toEqual([false, true, false]);
    const mine = (await made.api.get('/api/painel/reminders')).json().items[0].id;
    const other = await people.editor.post(`/api/painel/reminders/${mine}/read`);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: 'Lembrete não encontrado.' });
    const unknown = await people.editor.post('/api/painel/reminders/nao-e-um-numero/read');
    expect(unknown.statusCode).toBe(404);
    const all = await people.editor.post('/api/painel/reminders/read');
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual({ unread: 0 });
    expect((await made.api.get('/api/painel/reminders')).json().unread).toBe(3);
  });
});
