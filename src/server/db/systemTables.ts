import type { Registry } from '../model';
import type { Db } from './db';

/** The server's own tables; no descriptor may use a name with this prefix. */
const PREFIX = 'painel_';
export const SETTINGS_TABLE = 'painel_settings';
export const ATTEMPTS_TABLE = 'painel_sign_in_attempts';
/** Every change of every record, newest last (append-only; pruned after the retention period). */
export const HISTORY_TABLE = 'painel_history';
/** Deleted records, whole, until restored or purged. */
export const TRASH_TABLE = 'painel_trash';
/** The undo tokens already used (each works once); how to undo a change lives on its history entry. */
export const UNDO_TABLE = 'painel_undo_used';
/** Where undo lived before it was one table (tokens live hours: dropped, not converted). */
const LEGACY_UNDO_TABLES = ['painel_undo_step', 'painel_undo'];
/*
 * `painel_undo_steps` (where undo steps lived before they rode on the history entry) is left alone for one
 * release: instances of the previous version, still running during a rolling upgrade, write to it on every
 * change. Nothing reads it now; the release after this one drops it (add it to LEGACY_UNDO_TABLES).
 */
/** Stored files no record may need any more, deleted once due and still unreferenced. */
export const FILE_GC_TABLE = 'painel_file_gc';
/** The channel every committed history row is announced on (PostgreSQL: NOTIFY with its id; live streams). */
export const CHANGES_CHANNEL = 'painel_changes';
/** Told on that channel (PostgreSQL) when a transaction ended sessions or changed a person: held sessions are let go. */
export const SESSIONS_ENDED = 's';
/** Said on CHANGES_CHANNEL when a record of the home page's calendar (its periods) is written: what keeps them lets go. */
export const CALENDAR_CHANGED = 'p';
/** Signed-in sessions: a token names one, and is refused once its row is gone or past its end. */
export const SESSIONS_TABLE = 'painel_sessions';
/** Why each session ended (a reset password, "Encerrar" elsewhere…), kept a day so its browser can say so. */
export const SESSION_ENDINGS_TABLE = 'painel_session_endings';
/** "Visualizações": lists as people saved them, theirs or shared; and which one each person's list opens with. */
export const VIEWS_TABLE = 'painel_views';
export const VIEW_DEFAULTS_TABLE = 'painel_view_defaults';
/** Every backup the server made (or tried), newest last: what the "Cópias de segurança" page shows. */
export const BACKUPS_TABLE = 'painel_backups';
/** The periods each scheduled job ran in ((job, period) unique: one run per period across every instance). */
export const SCHEDULE_TABLE = 'painel_schedule_runs';
/** What each person is reminded of (descriptors' `reminders`), one row per person, record, reminder and date. */
export const REMINDERS_TABLE = 'painel_reminders';

/**
 * What instances share besides the records: settings made once (the token secret), the sign-in attempts the
 * throttle counts, and the record of every change (history, trash, undo, files to collect).
 */
export async function ensureSystemTables(db: Db, registry: Registry): Promise<void> {
  const clash = registry.all.find((r) => r.table.startsWith(PREFIX));
  if (clash) throw new Error(`o recurso ${clash.name} usaria a tabela "${clash.table}": nomes começando com ${PREFIX} são do próprio servidor`);
  await db.query(`CREATE TABLE IF NOT EXISTS ${SETTINGS_TABLE} (key text PRIMARY KEY, value text NOT NULL)`);
  // Times in ms since the epoch, from the instance that counted (the throttle passes its own clock).
  await db.query(`CREATE TABLE IF NOT EXISTS ${ATTEMPTS_TABLE} (key text PRIMARY KEY, count integer NOT NULL, first_at bigint NOT NULL, last_at bigint NOT NULL)`);
  await db.query(`CREATE INDEX IF NOT EXISTS ${ATTEMPTS_TABLE}_last_at_idx ON ${ATTEMPTS_TABLE} (last_at)`);

  // id orders the changes (keyset paging); `changes` and `snapshot` never hold a secret or a redacted field.
  await db.query(
    `CREATE TABLE IF NOT EXISTS ${HISTORY_TABLE} (
       id bigserial PRIMARY KEY,
       resource text NOT NULL,
       record_id text NOT NULL,
       version bigint NOT NULL,
       at timestamptz NOT NULL DEFAULT clock_timestamp(),
       actor_id text,
       actor_name text NOT NULL,
       operation text NOT NULL,
       source text,
       bulk_id text,
       changes jsonb NOT NULL,
       snapshot jsonb
     )`,
  );
  await db.query(`CREATE INDEX IF NOT EXISTS ${HISTORY_TABLE}_record_idx ON ${HISTORY_TABLE} (resource, record_id, id DESC)`);
  await db.query(`CREATE INDEX IF NOT EXISTS ${HISTORY_TABLE}_resource_idx ON ${HISTORY_TABLE} (resource, id DESC)`);
  await db.query(`CREATE INDEX IF NOT EXISTS ${HISTORY_TABLE}_actor_idx ON ${HISTORY_TABLE} (actor_id, id DESC)`);
  await db.query(`CREATE INDEX IF NOT EXISTS ${HISTORY_TABLE}_operation_idx ON ${HISTORY_TABLE} (operation, id DESC)`);
  await db.query(`CREATE INDEX IF NOT EXISTS ${HISTORY_TABLE}_at_idx ON ${HISTORY_TABLE} (at)`);

  // `data` is the whole row as stored (secrets too: a restored account signs in as before); never answered.
  await db.query(
    `CREATE TABLE IF NOT EXISTS ${TRASH_TABLE} (
       id bigserial PRIMARY KEY,
       resource text NOT NULL,
       record_id text NOT NULL,
       title text,
       data jsonb NOT NULL,
       files text[] NOT NULL DEFAULT '{}',
       deleted_at timestamptz NOT NULL DEFAULT clock_timestamp(),
       deleted_by_id text,
       deleted_by_name text NOT NULL,
       UNIQUE (resource, record_id)
     )`,
  );
  await db.query(`CREATE INDEX IF NOT EXISTS ${TRASH_TABLE}_deleted_at_idx ON ${TRASH_TABLE} (deleted_at DESC, id DESC)`);
  await db.query(`CREATE INDEX IF NOT EXISTS ${TRASH_TABLE}_files_idx ON ${TRASH_TABLE} USING gin (files)`);

  // How to undo a change rides on its entry, so keeping undo costs a write no row of its own: the request's
  // token (its author is the entry's actor, its deadline `at` plus the undo period), the inverse's kind and,
  // for an update, the row as it was exactly (a secret's hash too: undoing a password change restores it).
  // Never answered; cleared once the token expired (UndoLog.prune). The only other write is the token's use.
  await db.query(`ALTER TABLE ${HISTORY_TABLE} ADD COLUMN IF NOT EXISTS undo_token text`);
  await db.query(`ALTER TABLE ${HISTORY_TABLE} ADD COLUMN IF NOT EXISTS undo_kind text`);
  await db.query(`ALTER TABLE ${HISTORY_TABLE} ADD COLUMN IF NOT EXISTS undo_previous jsonb`);
  // Never searched by value: statistics on them would only make every ANALYZE (PGlite's upkeep runs one every few
  // hundred changes) read each entry's JSON — two thirds of its cost on the history. Set once; the ALTER locks.
  const withStatistics = await db.query<{ attname: string }>(
    `SELECT attname FROM pg_attribute WHERE attrelid = $1::regclass AND attname = ANY($2::text[]) AND attstattarget IS DISTINCT FROM 0`,
    [HISTORY_TABLE, ['changes', 'snapshot', 'undo_previous']],
  );
  for (const { attname } of withStatistics) await db.query(`ALTER TABLE ${HISTORY_TABLE} ALTER COLUMN ${attname} SET STATISTICS 0`);
  // Partial: only the changes still undoable are in it, which is also what pruning walks.
  await db.query(`CREATE INDEX IF NOT EXISTS ${HISTORY_TABLE}_undo_idx ON ${HISTORY_TABLE} (undo_token) WHERE undo_token IS NOT NULL`);
  // A bulk request's or an import's entries, found by their shared id ("Atividade" undoes a bulk by it). Partial:
  // a single change, most of them, adds nothing to it.
  await db.query(`CREATE INDEX IF NOT EXISTS ${HISTORY_TABLE}_bulk_idx ON ${HISTORY_TABLE} (bulk_id) WHERE bulk_id IS NOT NULL`);
  for (const legacy of LEGACY_UNDO_TABLES) await db.query(`DROP TABLE IF EXISTS ${legacy}`);
  await db.query(`CREATE TABLE IF NOT EXISTS ${UNDO_TABLE} (token text PRIMARY KEY, used_at timestamptz NOT NULL DEFAULT clock_timestamp())`);

  await db.query(`CREATE TABLE IF NOT EXISTS ${FILE_GC_TABLE} (url text PRIMARY KEY, due_at timestamptz NOT NULL)`);
  await db.query(`CREATE INDEX IF NOT EXISTS ${FILE_GC_TABLE}_due_idx ON ${FILE_GC_TABLE} (due_at)`);

  // Ending a session deletes its row, on whichever instance: every instance reads it on every request.
  // `device` is the browser's User-Agent as sent (cut short); `last_used_at` moves at most once a minute.
  await db.query(
    `CREATE TABLE IF NOT EXISTS ${SESSIONS_TABLE} (
       id text PRIMARY KEY,
       user_id text NOT NULL,
       device text NOT NULL DEFAULT '',
       created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
       last_used_at timestamptz NOT NULL DEFAULT clock_timestamp(),
       expires_at timestamptz NOT NULL
     )`,
  );
  await db.query(`CREATE INDEX IF NOT EXISTS ${SESSIONS_TABLE}_user_idx ON ${SESSIONS_TABLE} (user_id)`);
  await db.query(`CREATE INDEX IF NOT EXISTS ${SESSIONS_TABLE}_expires_idx ON ${SESSIONS_TABLE} (expires_at)`);
  // Written with the deletion that ends a session (endSessionsSql); a session past its end has no row here: expired.
  await db.query(
    `CREATE TABLE IF NOT EXISTS ${SESSION_ENDINGS_TABLE} (
       id text PRIMARY KEY,
       user_id text NOT NULL,
       reason text NOT NULL,
       ended_at timestamptz NOT NULL DEFAULT clock_timestamp()
     )`,
  );
  await db.query(`CREATE INDEX IF NOT EXISTS ${SESSION_ENDINGS_TABLE}_ended_idx ON ${SESSION_ENDINGS_TABLE} (ended_at)`);

  // A view is its owner's (a person's id, not a foreign key: people live in a descriptor's table); its name is
  // unique per owner and list. A default goes with its view.
  await db.query(
    `CREATE TABLE IF NOT EXISTS ${VIEWS_TABLE} (
       id text PRIMARY KEY,
       resource text NOT NULL,
       owner_id text NOT NULL,
       owner_name text NOT NULL,
       name text NOT NULL,
       shared boolean NOT NULL DEFAULT false,
       state jsonb NOT NULL,
       updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
       UNIQUE (resource, owner_id, name)
     )`,
  );
  await db.query(`CREATE INDEX IF NOT EXISTS ${VIEWS_TABLE}_shared_idx ON ${VIEWS_TABLE} (resource) WHERE shared`);
  await db.query(
    `CREATE TABLE IF NOT EXISTS ${VIEW_DEFAULTS_TABLE} (
       owner_id text NOT NULL,
       resource text NOT NULL,
       view_id text NOT NULL REFERENCES ${VIEWS_TABLE} (id) ON DELETE CASCADE,
       PRIMARY KEY (owner_id, resource)
     )`,
  );

  await db.query(
    `CREATE TABLE IF NOT EXISTS ${BACKUPS_TABLE} (
       id bigserial PRIMARY KEY,
       started_at timestamptz NOT NULL DEFAULT clock_timestamp(),
       finished_at timestamptz,
       taken_at timestamptz,
       reason text NOT NULL,
       by_name text NOT NULL,
       location text NOT NULL,
       bytes bigint,
       row_count bigint,
       file_count integer,
       verified boolean NOT NULL DEFAULT false,
       error text
     )`,
  );

  await db.query(`CREATE TABLE IF NOT EXISTS ${SCHEDULE_TABLE} (job text NOT NULL, period bigint NOT NULL, at timestamptz NOT NULL DEFAULT clock_timestamp(), PRIMARY KEY (job, period))`);
  await db.query(
    `CREATE TABLE IF NOT EXISTS ${REMINDERS_TABLE} (
       id bigserial PRIMARY KEY,
       person_id text NOT NULL,
       resource text NOT NULL,
       record_id text NOT NULL,
       reminder text NOT NULL,
       about text NOT NULL,
       title text NOT NULL,
       message text NOT NULL,
       created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
       read_at timestamptz,
       UNIQUE (person_id, resource, record_id, reminder, about)
     )`,
  );
  await db.query(`CREATE INDEX IF NOT EXISTS ${REMINDERS_TABLE}_person_idx ON ${REMINDERS_TABLE} (person_id, id DESC)`);

  // On PostgreSQL every history row announces its id when its transaction commits (NOTIFY is delivered then,
  // never for a rollback), inside the insert itself: no statement more on the write path. PGlite has one
  // process: the change feed tells the live streams directly.
  if (db.kind === 'pg') {
    if ((await triggerDef(db, 'painel_history_notify')) === undefined) {
      await db.query(
        `CREATE OR REPLACE FUNCTION painel_history_notify() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN PERFORM pg_notify('${CHANGES_CHANNEL}', NEW.id::text); RETURN NULL; END $$`,
      );
      await db.query(`CREATE TRIGGER painel_history_notify AFTER INSERT ON ${HISTORY_TABLE} FOR EACH ROW EXECUTE FUNCTION painel_history_notify()`);
    }
    // Ended sessions say so the same way, with the ending (one notification a transaction: equal ones fold).
    if ((await triggerDef(db, 'painel_sessions_notify')) === undefined) {
      await db.query(
        `CREATE OR REPLACE FUNCTION painel_sessions_notify() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN PERFORM pg_notify('${CHANGES_CHANNEL}', '${SESSIONS_ENDED}'); RETURN NULL; END $$`,
      );
      await db.query(`CREATE TRIGGER painel_sessions_notify AFTER DELETE ON ${SESSIONS_TABLE} FOR EACH ROW EXECUTE FUNCTION painel_sessions_notify()`);
    }
    // So does any change to a person (a password, a role, a deletion may end or narrow their sessions): what holds
    // sessions lets go of them for those only, not for every change. Made again if the people's resource is renamed.
    const people = `'${registry.identity.resource.name.replaceAll("'", "''")}'`;
    const person = await triggerDef(db, 'painel_people_notify');
    if (!person?.includes(`${people}::text`)) {
      if (person !== undefined) await db.query(`DROP TRIGGER painel_people_notify ON ${HISTORY_TABLE}`);
      await db.query(`CREATE TRIGGER painel_people_notify AFTER INSERT ON ${HISTORY_TABLE} FOR EACH ROW WHEN (NEW.resource = ${people}) EXECUTE FUNCTION painel_sessions_notify()`);
    }
    // So does a change to the home page's calendar (its periods, kept per day by each instance): made again if the
    // calendar names another resource, dropped when there is none.
    const calendar = registry.calendar && `'${registry.calendar.resource.replaceAll("'", "''")}'`;
    const periods = await triggerDef(db, 'painel_calendar_notify');
    if (periods !== undefined && (!calendar || !periods.includes(`${calendar}::text`))) await db.query(`DROP TRIGGER painel_calendar_notify ON ${HISTORY_TABLE}`);
    if (calendar && !periods?.includes(`${calendar}::text`)) {
      await db.query(
        `CREATE OR REPLACE FUNCTION painel_calendar_notify() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN PERFORM pg_notify('${CHANGES_CHANNEL}', '${CALENDAR_CHANGED}'); RETURN NULL; END $$`,
      );
      await db.query(`CREATE TRIGGER painel_calendar_notify AFTER INSERT ON ${HISTORY_TABLE} FOR EACH ROW WHEN (NEW.resource = ${calendar}) EXECUTE FUNCTION painel_calendar_notify()`);
    }
  }
}

/** A trigger's definition as PostgreSQL writes it back; undefined when there is none by that name. */
async function triggerDef(db: Db, name: string): Promise<string | undefined> {
  const [row] = await db.query<{ def: string }>(`SELECT pg_get_triggerdef(oid) AS def FROM pg_trigger WHERE tgname = $1 AND NOT tgisinternal`, [name]);
  return row?.def;
}
