// Issue 44's Ocupação data, loaded by SQL (generate_series): 1,000 outdoors, 20,000 rentals, 26 bissemanas of 2026.
// Shared by the timeline's data bench (timeline.ts) and its screen's bench (timelineScreen.ts).
import type { Db } from '../../server/db';

export const OUTDOORS = 1000;
export const RENTALS = 20_000;
export const PERIODS = 26;

/** Into a database whose tables exist (migrated), then VACUUM ANALYZE (PGlite has no autovacuum). */
export async function loadTimelineData(db: Db): Promise<void> {
  await db.query(`INSERT INTO services (id, name, price, created_at, updated_at) VALUES ('s1', 'Bissemana', 1800, now(), now())`);
  await db.query(`INSERT INTO users (id, name, email, password, created_at, updated_at) VALUES ('u1', 'Padaria Bom Pão', 'padaria@bench.local', 'x', now(), now())`);
  await db.query(
    `INSERT INTO outdoors (id, name, location, latitude, longitude, created_at, updated_at)
     SELECT 'o' || i, 'Outdoor ' || lpad(i::text, 4, '0'), 'Rua ' || i, -23.5, -46.6, now(), now() FROM generate_series(1, ${OUTDOORS}) AS i`,
  );
  // 20 rentals an outdoor, one every other bissemana of 2026 (14 days from 05/01, 28 days apart): none overlap.
  await db.query(
    `INSERT INTO tenancies (id, "serviceId", "userId", "outdoorId", "startDate", "endDate", status, created_at, updated_at)
     SELECT 't' || i, 's1', 'u1', 'o' || (1 + (i - 1) % ${OUTDOORS}),
            to_char(date '2026-01-05' + ((i - 1) / ${OUTDOORS}) * 28, 'YYYY-MM-DD'),
            to_char(date '2026-01-05' + ((i - 1) / ${OUTDOORS}) * 28 + 13, 'YYYY-MM-DD'),
            CASE WHEN i % 5 = 0 THEN 'reservada' ELSE 'confirmada' END, now(), now()
     FROM generate_series(1, ${RENTALS}) AS i`,
  );
  await db.query(
    `INSERT INTO periods (id, name, "startDate", "endDate", kind, created_at, updated_at)
     SELECT 'p' || n, 'B' || lpad((2 * n)::text, 2, '0'), to_char(date '2026-01-05' + (n - 1) * 14, 'YYYY-MM-DD'), to_char(date '2026-01-05' + (n - 1) * 14 + 13, 'YYYY-MM-DD'), 'bissemana', now(), now()
     FROM generate_series(1, ${PERIODS}) AS n`,
  );
  await db.query('VACUUM ANALYZE tenancies');
  await db.query('VACUUM ANALYZE outdoors');
}
