// @vitest-environment node
// Upgrading from a version without roles: everyone who existed then gets roles.json's `existingUsers` at the next
// start, as a change like any other: a new version, with its history entry by "Sistema".
import { describe, expect, it } from 'vitest';
import { client, makeApp, sharedDb, signIn, TEST_DATABASE_URL } from './helpers';

describe(`people from before roles (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  const shared = sharedDb();

  it('get existingUsers at the next start, each a new version on record as a change by "Sistema"; a second start changes nothing', async () => {
    const first = await makeApp({ db: shared.kept });
    const api = client(first, await signIn(first));
    const { id } = (await api.post('/api/server/users', { name: 'Rita Antiga', email: 'rita@exemplo.com.br', password: 'senha-forte-123' })).json().data;
    await first.close();
    // The database as the version before roles left it: no role column at all.
    await shared.db.query('ALTER TABLE users DROP COLUMN role');

    const second = await makeApp({ db: shared.kept });
    const admin = client(second, await signIn(second));
    const rita = (await admin.get(`/api/server/users/${id}`)).json().data;
    expect(rita).toMatchObject({ name: 'Rita Antiga', role: 'administrador', version: 2 });
    const [entry, created] = (await admin.get(`/api/painel/history/users/${id}`)).json().items;
    expect(entry).toMatchObject({ version: 2, operation: 'update', actor: { id: null, name: 'Sistema' }, source: 'migration', changes: [{ field: 'role', after: 'administrador' }] });
    expect(entry.snapshot).toMatchObject({ name: 'Rita Antiga', role: 'administrador' });
    expect(created).toMatchObject({ version: 1, operation: 'create', actor: { name: 'Administrador' } });
    // The administrator too (she existed before roles as well), in the server's own activity.
    const system = (await admin.get('/api/painel/activity?actor=sistema&operation=update')).json().items as { recordId: string; source: string }[];
    expect(system.map((e) => e.source)).toEqual(['migration', 'migration']);
    expect(system.map((e) => e.recordId)).toContain(id);
    // A person created now gets newUsers, with no entry of the migration's.
    const now = (await admin.post('/api/server/users', { name: 'Nina Nova', email: 'nina@exemplo.com.br', password: 'senha-forte-123' })).json().data;
    expect((await admin.get(`/api/server/users/${now.id}`)).json().data.role).toBe('sem-acesso');
    await second.close();

    const third = await makeApp({ db: shared.kept });
    const again = client(third, await signIn(third));
    expect((await again.get('/api/painel/activity?actor=sistema&operation=update')).json().items).toHaveLength(2);
    expect((await again.get(`/api/server/users/${id}`)).json().data.version).toBe(2);
    await third.close();
  });
});
