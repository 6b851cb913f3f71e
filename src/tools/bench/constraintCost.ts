// Where the no-overlap rule's cost lies: a create differs with the rule only in the database (the check before the
// write is skipped where the constraint holds), so the constraint's own cost is measured alone — INSERTs of the
// same rentals into a copy of the table (its indexes and the exclusion constraint, LIKE … INCLUDING ALL), in one
// statement each time, with and without the constraint, alternating. Free of the HTTP path's noise.
import type { Db } from '../../server/db';
import { median } from './stats';

const COPY = 'painel_bench_rule_cost';
const INSERTS = 2000;
const ROUNDS = 8;

/** µs per INSERT into a copy of `table` with and without its exclusion constraint, medians of ROUNDS alternating. */
export async function constraintCost(db: Db, table: string): Promise<{ withUs: number; withoutUs: number }> {
  const on: number[] = [];
  const off: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    for (const withRule of r % 2 ? [true, false] : [false, true]) {
      await db.query(`DROP TABLE IF EXISTS ${COPY}`);
      await db.query(`CREATE TABLE ${COPY} (LIKE ${table} INCLUDING ALL)`);
      // The copy's constraint has a name of its own.
      if (!withRule) {
        for (const { conname } of await db.query<{ conname: string }>(
          `SELECT conname FROM pg_constraint WHERE conrelid = '${COPY}'::regclass AND contype = 'x'`,
        )) {
          await db.query(`ALTER TABLE ${COPY} DROP CONSTRAINT "${conname}"`);
        }
      }
      // Free days of 20 outdoors from 2030, as the creates of ruleCost take them.
      const t = performance.now();
      await db.query(
        `INSERT INTO ${COPY} (id, "outdoorId", "startDate", "endDate", status)
         SELECT 'c' || k, 'o' || (k / 360), d, d, 'confirmada'
           FROM generate_series(0, ${INSERTS - 1}) AS k, LATERAL (SELECT to_char(date '2030-01-01' + (k % 360) * 2, 'YYYY-MM-DD') AS d) AS day`,
      );
      (withRule ? on : off).push(((performance.now() - t) * 1000) / INSERTS);
    }
  }
  await db.query(`DROP TABLE IF EXISTS ${COPY}`);
  return { withUs: median(on), withoutUs: median(off) };
}
