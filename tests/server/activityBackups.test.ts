// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { BACKUPS_TABLE } from '../../src/server/db';
import { client, giveRole, signedInApp, signIn } from './helpers';

const made = signedInApp();
let editor: ReturnType<typeof client>;
const ids: Record<string, number> = {};

type Page = { items: { id: number; resource: string; operation: string }[]; more: boolean; backups?: { after: number; backup: { reason: string; by: string; verified: boolean; error?: string; finishedAt: string } }[] };
const activity = async (query = '', as = made.api) => (await as.get(`/api/painel/activity${query}`)).json() as Page;
const finished = (reason: string, by: string, error: string | null = null) =>
  made.app.painel.db.query(`INSERT INTO ${BACKUPS_TABLE} (reason, by_name, location, finished_at, verified, error) VALUES ($1, $2, '/dados/backups/painel.tar', clock_timestamp(), $3, $4)`, [
    reason,
    by,
    error === null,
    error,
  ]);
const newest = async () => (await activity('?limit=1')).items[0].id;

beforeAll(async () => {
  const id = (await made.api.post('/api/server/users', { name: 'Edu Reis', email: 'edu@exemplo.com.br', password: 'senha-do-edu' })).json().data.id;
  await giveRole(made.api, id, 'editor');
  editor = client(made.app, await signIn(made.app, 'edu@exemplo.com.br', 'senha-do-edu'));
  const c = (await made.api.post('/api/categories', { name: 'Eventos' })).json().id;
  ids.created = await newest();
  await finished('agendada', 'Sistema');
  await made.api.patch(`/api/categories/${c}`, { name: 'Eventos 2026' });
  ids.updated = await newest();
  await finished('manual', 'Administrador', 'Sem espaço em disco.');
  await finished('restauração', 'npm run restore');
  await made.api.patch(`/api/categories/${c}`, { name: 'Eventos 2027' });
  ids.last = await newest();
  // Under way: not in the activity until it ends.
  await made.app.painel.db.query(`INSERT INTO ${BACKUPS_TABLE} (reason, by_name, location) VALUES ('manual', 'Administrador', '/dados/backups/x.tar')`);
});

const placed = (p: Page) => (p.backups ?? []).map(({ after, backup: b }) => [b.reason, b.by, b.verified, b.error ?? null, after]);

describe('"Atividade": each backup (made, failed) and each restore among the changes, for administrators', () => {
  it('each one placed after the newest change made before it ended (`after`), newest first', async () => {
    const page = await activity();
    expect(page.items.slice(0, 3).map((e) => e.id)).toEqual([ids.last, ids.updated, ids.created]);
    expect(placed(page)).toEqual([
      ['restauração', 'npm run restore', true, null, ids.updated],
      ['manual', 'Administrador', false, 'Sem espaço em disco.', ids.updated],
      ['agendada', 'Sistema', true, null, ids.created],
    ]);
  });

  it('keyset paging: each page carries those placed among its own changes, none twice, none lost', async () => {
    const first = await activity('?limit=1');
    expect(first.items.map((e) => e.id)).toEqual([ids.last]);
    expect(first.backups).toBeUndefined();
    const second = await activity(`?limit=1&before=${ids.last}`);
    expect(second.items.map((e) => e.id)).toEqual([ids.updated]);
    expect(placed(second).map((b) => b[0])).toEqual(['restauração', 'manual']);
    const third = await activity(`?limit=1&before=${ids.updated}`);
    expect(third.items.map((e) => e.id)).toEqual([ids.created]);
    expect(placed(third).map((b) => b[0])).toEqual(['agendada']);
    const fourth = await activity(`?limit=1&before=${ids.created}`);
    expect(fourth.backups).toBeUndefined();
    // By page number, the same pages.
    expect(placed(await activity('?limit=1&page=2'))).toEqual(placed(second));
    expect(placed(await activity('?limit=1&page=3'))).toEqual(placed(third));
  });

  it('filters: a period and "Sistema" keep them (the schedule, npm run restore); a resource, an operation or a person leave them out', async () => {
    expect(placed(await activity('?actor=sistema')).map((b) => b[0])).toEqual(['restauração', 'agendada']);
    expect((await activity('?from=2000-01-01&to=2000-01-02')).backups).toBeUndefined();
    expect((await activity('?resource=categories')).backups).toBeUndefined();
    expect((await activity('?operation=update')).backups).toBeUndefined();
  });

  it('an editor reads the changes without them', async () => {
    const page = await activity('', editor);
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.backups).toBeUndefined();
  });
});
