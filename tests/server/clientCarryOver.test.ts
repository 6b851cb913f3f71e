// @vitest-environment node
// Upgrading from a version without Clientes: each user a rental names becomes a Cliente (name and e-mail copied),
// and the rental names it, at the next start, as changes on record by "Sistema" (source `migration`). Once: a rental
// made afterwards through the spec's body (a user, no client) is left as it was sent.
import { describe, expect, it } from 'vitest';
import { client, makeApp, sharedDb, signIn, TEST_DATABASE_URL } from './helpers';

describe(`rentals from before Clientes (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  const shared = sharedDb();

  it('each user a rental names becomes one client; the rentals name it, on record by "Sistema"; a second start changes nothing', async () => {
    const first = await makeApp({ db: shared.kept });
    const api = client(first, await signIn(first));
    const service = (await api.post('/api/server/services', { name: 'Empena Centro', price: 5000 })).json().data.id;
    const rita = (await api.post('/api/server/users', { name: 'Rita Antiga', email: 'rita@padaria.com.br', password: 'senha-forte-123' })).json().data.id;
    const bruno = (await api.post('/api/server/users', { name: 'Bruno Velho', email: 'bruno@oficina.com.br', password: 'senha-forte-123' })).json().data.id;
    const r1 = (await api.post('/api/server/tenancies', { serviceId: service, userId: rita, startDate: '2026-01-01', endDate: '2026-01-14' })).json().data.id;
    const r2 = (await api.post('/api/server/tenancies', { serviceId: service, userId: rita, startDate: '2026-02-01', endDate: '2026-02-14' })).json().data.id;
    const r3 = (await api.post('/api/server/tenancies', { serviceId: service, userId: bruno, startDate: '2026-03-01', endDate: '2026-03-14' })).json().data.id;
    await first.close();
    // The database as the version before Clientes left it: no clients, rentals without a client or a price.
    await shared.db.query('ALTER TABLE tenancies DROP COLUMN "clientId" CASCADE, DROP COLUMN price CASCADE');
    await shared.db.query('DROP TABLE clients CASCADE');
    await shared.db.query("DELETE FROM painel_settings WHERE key LIKE 'carry-over:%'");

    const second = await makeApp({ db: shared.kept });
    const admin = client(second, await signIn(second));
    const clients = (await admin.get('/api/painel/clients?sort=name')).json().data as Record<string, unknown>[];
    expect(clients.map(({ name, email }) => ({ name, email }))).toEqual([
      { name: 'Bruno Velho', email: 'bruno@oficina.com.br' },
      { name: 'Rita Antiga', email: 'rita@padaria.com.br' },
    ]);
    const [brunoClient, ritaClient] = clients.map((c) => c.id as string);
    const rentals = async () => Object.fromEntries(((await admin.get('/api/server/tenancies?limit=50')).json().data.items as Record<string, unknown>[]).map((t) => [t.id, t]));
    expect(await rentals()).toMatchObject({
      [r1]: { userId: rita, clientId: ritaClient, version: 2 },
      [r2]: { userId: rita, clientId: ritaClient, version: 2 },
      [r3]: { userId: bruno, clientId: brunoClient, version: 2 },
    });

    const [entry, created] = (await admin.get(`/api/painel/history/tenancies/${r1}`)).json().items;
    expect(entry).toMatchObject({ version: 2, operation: 'update', actor: { id: null, name: 'Sistema' }, source: 'migration', changes: [{ field: 'clientId', after: ritaClient }] });
    expect(created).toMatchObject({ version: 1, operation: 'create', actor: { name: 'Administrador' } });
    const [made] = (await admin.get(`/api/painel/history/clients/${ritaClient}`)).json().items;
    expect(made).toMatchObject({ version: 1, operation: 'create', actor: { id: null, name: 'Sistema' }, source: 'migration' });

    // A rental made now through the spec's body names a user and no client; the next start leaves it so.
    const r4 = (await admin.post('/api/server/tenancies', { serviceId: service, userId: bruno, startDate: '2026-04-01', endDate: '2026-04-14' })).json().data.id;
    await second.close();
    const third = await makeApp({ db: shared.kept });
    const again = client(third, await signIn(third));
    expect((await again.get('/api/painel/clients')).json().total).toBe(2);
    const after = (await again.get(`/api/server/tenancies/${r4}`)).json().data;
    expect(after).toMatchObject({ userId: bruno, version: 1 });
    expect(after.clientId).toBeUndefined();
    expect((await again.get(`/api/server/tenancies/${r1}`)).json().data.version).toBe(2);
    await third.close();
  });
});
