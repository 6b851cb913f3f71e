// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../src/server/db';
import { freshDb, tempDir, TEST_DATABASE_URL } from './helpers';

// Both ways PGlite is run: here (tests, in memory) and on its own thread (the server, on disk): a transaction
// that is one call, and a statement outside any, let the next one go before their answer arrives.
const ways: [string, () => Promise<Db>][] = [
  [TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite on this thread', freshDb],
  ...(TEST_DATABASE_URL ? [] : ([['PGlite on its own thread', () => openDatabase({ dataDir: tempDir() })]] as [string, () => Promise<Db>][])),
];

describe.each(ways)('%s', (_, open) => {
  // The Db surface as PgliteWire (PGlite: one call per statement, writes prepared once) and PgQueued (PostgreSQL)
  // give it: statements, and statements a transaction queues to ride with its next statement or its COMMIT.
  let db: Db;

  beforeAll(async () => {
    db = await open();
    await db.query(`CREATE TABLE wire_items (id bigserial PRIMARY KEY, name text NOT NULL UNIQUE, tags text[], data jsonb, at timestamptz, ok boolean)`);
    await db.query(`CREATE TABLE wire_log (id bigserial PRIMARY KEY, item text NOT NULL)`);
  });
  afterAll(() => db.close());

  const names = async () => (await db.query<{ name: string }>('SELECT name FROM wire_items ORDER BY id')).map((r) => r.name);
  const log = async () => (await db.query<{ item: string }>('SELECT item FROM wire_log ORDER BY id')).map((r) => r.item);

  describe('statements', () => {
    it('values reach the database by their column types and come back as PGlite reads them', async () => {
      const at = new Date('2026-11-26T14:03:00.000Z');
      const [row] = await db.query<{ id: string; tags: string[]; data: unknown; at: Date; ok: boolean }>(
        'INSERT INTO wire_items (name, tags, data, at, ok) VALUES ($1, $2, $3, $4, $5) RETURNING *',
        ['Outdoor "Recife"', ['a,b', 'c"d', null], { preço: 5000.5, lista: [1, 2] }, at, false],
      );
      expect(row.tags).toEqual(['a,b', 'c"d', null]);
      expect(row.data).toEqual({ preço: 5000.5, lista: [1, 2] });
      expect(row.at.toISOString()).toBe('2026-11-26T14:03:00.000Z');
      expect(row.ok).toBe(false);
      const found = await db.query<{ name: string }>('SELECT name FROM wire_items WHERE id = ANY($1::bigint[]) AND ok = $2', [[Number(row.id)], false]);
      expect(found).toEqual([{ name: 'Outdoor "Recife"' }]);
      await db.query('DELETE FROM wire_items');
    });

    it('a prepared write runs again and again, and an error in one keeps the database usable', async () => {
      for (const name of ['um', 'dois', 'três']) await db.query('INSERT INTO wire_items (name) VALUES ($1)', [name]);
      await expect(db.query('INSERT INTO wire_items (name) VALUES ($1)', ['dois'])).rejects.toMatchObject({ code: '23505' });
      await db.query('INSERT INTO wire_items (name) VALUES ($1)', ['quatro']);
      expect(await names()).toEqual(['um', 'dois', 'três', 'quatro']);
      await db.query('DELETE FROM wire_items');
    });

    it('a write prepared before a table changes shape answers with the new shape afterwards', async () => {
      const [before] = await db.query('INSERT INTO wire_log (item) VALUES ($1) RETURNING *', ['antes']);
      expect(Object.keys(before)).toEqual(['id', 'item']);
      await db.query('ALTER TABLE wire_log ADD COLUMN note text');
      const [after] = await db.query('INSERT INTO wire_log (item) VALUES ($1) RETURNING *', ['depois']);
      expect(Object.keys(after)).toEqual(['id', 'item', 'note']);
      await db.query('ALTER TABLE wire_log DROP COLUMN note');
      await db.query('DELETE FROM wire_log');
    });
  });

  describe('a statement queued in a transaction', () => {
    it('runs before the next statement of the transaction, which sees it, and settles with its rows', async () => {
      let queued: Promise<unknown> | undefined;
      const seen = await db.transaction(async (tx) => {
        queued = tx.queue!('INSERT INTO wire_log (item) VALUES ($1) RETURNING item', ['primeiro']);
        return tx.query<{ item: string }>('SELECT item FROM wire_log');
      });
      expect(seen).toEqual([{ item: 'primeiro' }]);
      await expect(queued).resolves.toEqual([{ item: 'primeiro' }]);
      await db.query('DELETE FROM wire_log');
    });

    it('left at the end of the transaction, travels with its COMMIT', async () => {
      let queued: Promise<unknown> | undefined;
      await db.transaction(async (tx) => {
        await tx.query('INSERT INTO wire_items (name) VALUES ($1)', ['com o commit']);
        // Ending in a comment: on PostgreSQL, where it shares one text with the COMMIT, it must not swallow it.
        queued = tx.queue!('INSERT INTO wire_log (item) VALUES ($1) RETURNING id -- a entrada', ['no commit']);
      });
      await expect(queued).resolves.toHaveLength(1);
      expect(await log()).toEqual(['no commit']);
      expect(await names()).toEqual(['com o commit']);
      await db.query('DELETE FROM wire_log');
      await db.query('DELETE FROM wire_items');
    });

    it('keeps its values exactly, whatever they hold (on PostgreSQL they are written into the text, escaped)', async () => {
      const hostile = `O'Brien \\ '); DROP TABLE wire_items; -- $1 "x" ç`;
      await db.transaction(async (tx) => {
        void tx.queue!('INSERT INTO wire_items (name, data, tags) VALUES ($1, $2::jsonb, $3)', [hostile, JSON.stringify({ nome: hostile }), [hostile, null]]);
      });
      const [row] = await db.query<{ name: string; data: unknown; tags: unknown }>('SELECT name, data, tags FROM wire_items');
      expect(row).toEqual({ name: hostile, data: { nome: hostile }, tags: [hostile, null] });
      await db.query('DELETE FROM wire_items');
    });

    it('that fails at COMMIT fails the transaction with its own error: nothing of it is kept', async () => {
      await db.query('INSERT INTO wire_items (name) VALUES ($1)', ['existente']);
      let queued: Promise<unknown> | undefined;
      await expect(
        db.transaction(async (tx) => {
          await tx.query('INSERT INTO wire_log (item) VALUES ($1)', ['não fica']);
          queued = tx.queue!('INSERT INTO wire_items (name) VALUES ($1)', ['existente']);
          queued.catch(() => {}); // heard below
        }),
      ).rejects.toMatchObject({ code: '23505' });
      await expect(queued).rejects.toMatchObject({ code: '23505' });
      expect(await log()).toEqual([]);
      expect(await names()).toEqual(['existente']);
      // The database takes the next transaction as usual.
      await db.transaction(async (tx) => tx.query('INSERT INTO wire_log (item) VALUES ($1)', ['depois']));
      expect(await log()).toEqual(['depois']);
      await db.query('DELETE FROM wire_log');
      await db.query('DELETE FROM wire_items');
    });

    it('that fails before a later statement fails that statement with its error, and the transaction with it', async () => {
      await db.query('INSERT INTO wire_items (name) VALUES ($1)', ['existente']);
      await expect(
        db.transaction(async (tx) => {
          void tx.queue!('INSERT INTO wire_items (name) VALUES ($1)', ['existente']).catch(() => {});
          await tx.query('INSERT INTO wire_log (item) VALUES ($1)', ['não fica']);
        }),
      ).rejects.toMatchObject({ code: '23505' });
      expect(await log()).toEqual([]);
      await db.query('DELETE FROM wire_items');
    });

    it('of a transaction whose work throws never runs', async () => {
      let queued: Promise<unknown> | undefined;
      await expect(
        db.transaction(async (tx) => {
          queued = tx.queue!('INSERT INTO wire_log (item) VALUES ($1)', ['nunca']);
          queued.catch(() => {}); // heard below
          throw new Error('desistiu');
        }),
      ).rejects.toThrow('desistiu');
      await expect(queued).rejects.toThrow('desistiu');
      expect(await log()).toEqual([]);
    });
  });

  describe('a statement whose values cannot be sent (found before anything is sent)', () => {
    // JSON cannot write a value that holds itself: both drivers throw before sending anything.
    const unsendable: Record<string, unknown> = {};
    unsendable.self = unsendable;
    // A text no other test uses: its first run is the one that prepares it.
    const firstUse = 'INSERT INTO wire_log (item) VALUES ($1) RETURNING item, id';

    it('leaves the writes queued with it to be prepared anew: the same write works afterwards', async () => {
      await expect(
        db.transaction(async (tx) => {
          void tx.queue!(firstUse, ['com o erro']).catch(() => {});
          await tx.query('SELECT $1::jsonb AS j', [unsendable]);
        }),
      ).rejects.toThrow(TypeError);
      expect(await log()).toEqual([]);
      expect(await db.query(firstUse, ['depois'])).toMatchObject([{ item: 'depois' }]);
      expect(await log()).toEqual(['depois']);
      await db.query('DELETE FROM wire_log');
    });

    it('as the first of a transaction that goes on past it, does not skip its BEGIN: a later throw undoes the rest', async () => {
      await expect(
        db.transaction(async (tx) => {
          await tx.query('SELECT $1::jsonb AS j', [unsendable]).catch(() => {});
          await tx.query('INSERT INTO wire_log (item) VALUES ($1)', ['desfeito']);
          throw new Error('desistiu');
        }),
      ).rejects.toThrow('desistiu');
      expect(await log()).toEqual([]);
    });
  });

  describe('a transaction', () => {
    it('whose work swallowed a statement error is not committed: the COMMIT is refused', async () => {
      await db.query('INSERT INTO wire_items (name) VALUES ($1)', ['existente']);
      await expect(
        db.transaction(async (tx) => {
          await tx.query('INSERT INTO wire_log (item) VALUES ($1)', ['não fica']);
          await tx.query('INSERT INTO wire_items (name) VALUES ($1)', ['existente']).catch(() => {});
        }),
      ).rejects.toThrow();
      expect(await log()).toEqual([]);
      await db.query('DELETE FROM wire_items');
    });

    it('that is one call and fails is rolled back before the statements made meanwhile run; its error keeps its code', async () => {
      await db.query('INSERT INTO wire_items (name) VALUES ($1)', ['repetido']);
      const failed = db.transaction(async (tx) => {
        tx.queue!('INSERT INTO wire_log (item) VALUES ($1)', ['não fica']).catch(() => {});
        tx.queue!('INSERT INTO wire_items (name) VALUES ($1)', ['repetido']).catch(() => {});
      });
      // Made before the failed one is answered.
      const read = db.query<{ item: string }>('SELECT item FROM wire_log');
      const next = db.transaction((tx) => tx.query('INSERT INTO wire_log (item) VALUES ($1)', ['fica']));
      try {
        await expect(failed).rejects.toMatchObject({ code: '23505', constraint: 'wire_items_name_key' });
        const seen = (await read).map((r) => r.item);
        // PGlite takes them in turn: the read runs after the rollback and before the next. PostgreSQL runs the read
        // and the next side by side on two connections, so the read may already see 'fica' — never 'não fica'.
        if (TEST_DATABASE_URL) expect(seen).not.toContain('não fica');
        else expect(seen).toEqual([]);
        await next;
        expect(await log()).toEqual(['fica']);
      } finally {
        await next.catch(() => {});
        await db.query('DELETE FROM wire_log');
        await db.query('DELETE FROM wire_items');
      }
    });

    it('fifty at once, of one call and of two: each lands once (on PGlite, in the order they asked for the database)', async () => {
      await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          db.transaction(async (tx) => {
            if (i % 2) await tx.query('SELECT 1');
            tx.queue!('INSERT INTO wire_log (item) VALUES ($1)', [String(i)]).catch(() => {});
          }),
        ),
      );
      const landed = await log();
      await db.query('DELETE FROM wire_log');
      const asked = Array.from({ length: 50 }, (_, i) => String(i));
      // PGlite is one session: they take it in turn. PostgreSQL runs them side by side on its connections.
      if (TEST_DATABASE_URL) expect([...landed].sort()).toEqual([...asked].sort());
      else expect(landed).toEqual(asked);
    });

    it('holds the database: a statement from outside waits for its end, and never sees what it rolled back', async () => {
      let release!: () => void;
      const gate = new Promise<void>((r) => (release = r));
      const tx = db.transaction(async (t) => {
        await t.query('INSERT INTO wire_log (item) VALUES ($1)', ['desfeito']);
        await gate;
        throw new Error('desistiu');
      });
      const outside = db.query<{ item: string }>('SELECT item FROM wire_log');
      await new Promise((r) => setTimeout(r, 20));
      release();
      await expect(tx).rejects.toThrow('desistiu');
      expect(await outside).toEqual([]);
    });
  });
  it.skipIf(TEST_DATABASE_URL)('closing waits for the transaction that has the database: it commits, then the database closes', async () => {
    const own = await open();
    await own.query('CREATE TABLE closing_log (item text)');
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const tx = own.transaction(async (t) => {
      await t.query('INSERT INTO closing_log (item) VALUES ($1)', ['antes']);
      await gate;
      await t.query('INSERT INTO closing_log (item) VALUES ($1)', ['depois']);
    });
    await new Promise((r) => setTimeout(r, 20));
    const closed = own.close();
    release();
    await tx;
    await closed;
  });
});
