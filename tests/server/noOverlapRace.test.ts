// @vitest-environment node
// Two writers of one outdoor at the same instant: the exclusion constraint alone lets PostgreSQL deadlock them
// (each inserted, each waiting for the other's row), and the one it cancels came back as a 500. Writers of one
// key now take turns: every attempt but one is a 409 naming the rental that holds the period.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db';
import { client, makeApp, signIn, tempDir } from './helpers';
import { pgAvailable, pgForTests, type PgForTests } from './support/pgDatabases';

const created = (res: LightMyRequestResponse) => {
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  const body = res.json();
  return (body.data?.id ?? body.id) as string;
};

describe.skipIf(!pgAvailable || Boolean(process.env.PAINEL_TEST_DATABASE_URL))('60 rentals of one outdoor at once, on PostgreSQL', { timeout: 120_000 }, () => {
  let pgs: PgForTests;
  afterAll(() => pgs?.stop());

  it('one holds the period; every other attempt is a 409 naming it, none a 500', async () => {
    pgs = await pgForTests();
    const dataDir = tempDir();
    const app = await makeApp({ db: await openDatabase({ databaseUrl: await pgs.newDatabase(), dataDir, pg: { poolMax: 20 } as never }), dataDir });
    try {
      const api = client(app, await signIn(app));
      const serviceId = created(await api.post('/api/server/services', { name: 'Veiculação bissemanal', price: 1800 }));
      const userId = created(await api.post('/api/server/users', { name: 'Padaria Bom Pão', email: 'padaria@exemplo.com.br', password: 'senha-forte-123' }));
      const outdoorId = created(await api.form('POST', '/api/outdoors', { name: 'Av. Paulista, 1000', location: 'Bela Vista', latitude: '-23.56', longitude: '-46.65' }));
      // Half the attempts create a rental, half put a cancelled one back (an update: read, then write).
      const body = (i: number) => ({ serviceId, userId, outdoorId, startDate: `2026-12-${String(1 + (i % 10)).padStart(2, '0')}`, endDate: '2026-12-20' });
      const cancelled: string[] = [];
      for (let i = 0; i < 30; i++) cancelled.push(created(await api.post('/api/server/tenancies', { ...body(i), status: 'cancelada' })));
      const answers = await Promise.all([
        ...Array.from({ length: 30 }, (_, i) => api.post('/api/server/tenancies', body(i))),
        ...cancelled.map((id, i) => api.put(`/api/server/tenancies/${id}`, { ...body(i), status: 'confirmada' })),
      ]);
      const statuses = answers.map((a) => a.statusCode);
      expect(statuses.filter((s) => s >= 500)).toEqual([]);
      expect(statuses.filter((s) => s === 201 || s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(59);
      const winner = answers.find((a) => a.statusCode < 300)!.json();
      const start = String(winner.data?.startDate ?? winner.startDate);
      const day = `${start.slice(8, 10)}/${start.slice(5, 7)}/${start.slice(0, 4)}`;
      for (const a of answers.filter((x) => x.statusCode === 409)) {
        expect(a.json().message).toBe(`O outdoor Av. Paulista, 1000 já está locado de ${day} a 20/12/2026 para Padaria Bom Pão (Locação confirmada).`);
      }
    } finally {
      await app.close();
    }
  });
});
