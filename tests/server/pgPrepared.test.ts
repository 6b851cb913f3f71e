// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { openPg } from '../../src/server/db/pg';
import type { Db } from '../../src/server/db';
import { bearer, makeApp, signIn, throwawayDatabaseUrl } from './helpers';

// The writes run the same few texts again and again: PostgreSQL keeps them parsed and planned (a named prepared
// statement per connection), which took the history's share of a write on PostgreSQL from about 28 % to under 15 %.
// Behind a PgBouncer that cannot keep them, PG_PREPARED_STATEMENTS=off sends every statement unnamed.
describe.skipIf(!process.env.PAINEL_TEST_DATABASE_URL)('prepared statements on PostgreSQL', () => {
  let cleanup: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const c of cleanup.reverse()) await c();
    cleanup = [];
  });

  /** An app on a one-connection pool, so what that connection prepared can be read back on it. */
  async function appOnOneConnection(prepare: boolean): Promise<{ db: Db; create: () => Promise<number> }> {
    const fresh = await throwawayDatabaseUrl();
    const db = await openPg(fresh.url, { poolMax: 1, prepare });
    const app = await makeApp({ db });
    cleanup.push(() => fresh.drop(), () => app.close());
    const headers = bearer(await signIn(app));
    return { db, create: async () => (await app.inject({ method: 'POST', url: '/api/categories', headers, payload: { name: 'Painéis' } })).statusCode };
  }

  it('a create and its history entry run as a statement the connection keeps prepared', async () => {
    const { db, create } = await appOnOneConnection(true);
    expect(await create()).toBe(201);
    const kept = await db.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements');
    expect(kept.filter((s) => s.statement.includes('INSERT INTO "categories"') && s.statement.includes('INSERT INTO painel_history'))).toHaveLength(1);
    // Again: the same statement, not another one.
    expect(await create()).toBe(201);
    const again = await db.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements');
    expect(again.filter((s) => s.statement.includes('INSERT INTO "categories"'))).toHaveLength(1);
  });

  it('PG_PREPARED_STATEMENTS=off: nothing is kept on the connection', async () => {
    const { db, create } = await appOnOneConnection(false);
    expect(await create()).toBe(201);
    expect(await db.query('SELECT statement FROM pg_prepared_statements')).toEqual([]);
  });
});
