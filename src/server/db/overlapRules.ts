import { createHash } from 'node:crypto';
import type { NoOverlapRule } from '../../engine/contract';
import type { Registry, Resource } from '../model';
import type { Db, Row } from './db';
import { ensureExtension } from './extensions';
import { ident, literal } from './sql';

/** One descriptor's "no two records overlap in dates" rule, and the exclusion constraint that enforces it. */
export interface OverlapRule {
  resource: Resource;
  rule: NoOverlapRule;
  name: string;
}

/**
 * Dates are stored as ISO text; `text::date` is only STABLE (it reads DateStyle), which an index or a constraint
 * refuses. An ISO `yyyy-mm-dd` reads the same under every DateStyle, so this wrapper may say IMMUTABLE.
 */
const ISO_DATE = 'painel_iso_date';
const ISO_DATE_FUNCTION = `CREATE OR REPLACE FUNCTION ${ISO_DATE}(text) RETURNS date LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$ SELECT $1::date $$`;

const col = (alias: string, field: string) => `${alias}.${ident(field)}`;

/** The period a row occupies, both days included. */
export const rangeSql = (r: NoOverlapRule, a: string) => `daterange(${ISO_DATE}(${col(a, r.range.start)}), ${ISO_DATE}(${col(a, r.range.end)}), '[]')`;

/** The rows a rule holds: every key and both dates there (in order), and not among the `unless` values. */
export function heldSql(r: NoOverlapRule, a: string): string {
  const parts = [...r.key, r.range.start, r.range.end].map((f) => `${col(a, f)} IS NOT NULL`);
  parts.push(`${col(a, r.range.start)} <= ${col(a, r.range.end)}`);
  if (r.unless) parts.push(`(${col(a, r.unless.field)} IS NULL OR ${col(a, r.unless.field)} NOT IN (${r.unless.in.map(literal).join(', ')}))`);
  return parts.join(' AND ');
}

/**
 * Writers of one key take turns: before a row the rule holds is written, its transaction takes an advisory lock on
 * (rule, key). Without it two transactions that each wrote a conflicting row wait for each other inside the
 * constraint's check, and PostgreSQL cancels one as a deadlock (a 500); with it, the second waits for the first to
 * end and then meets its committed row: a 409 naming it.
 */
const TURN_FUNCTION = 'painel_overlap_turn';
const TURN_FUNCTION_SQL = `CREATE OR REPLACE FUNCTION ${TURN_FUNCTION}() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  k text := '';
  f text;
BEGIN
  FOREACH f IN ARRAY string_to_array(TG_ARGV[1], ',') LOOP
    k := k || '|' || coalesce(to_jsonb(NEW) ->> f, '');
  END LOOP;
  PERFORM pg_advisory_xact_lock(hashtext(TG_ARGV[0]), hashtext(k));
  RETURN NEW;
END $$`;
const turnName = (o: OverlapRule) => `painel_turn_${o.name.slice(-10)}`;

function turnTriggerSql(o: OverlapRule): string {
  const when = heldSql(o.rule, 'NEW');
  return `CREATE TRIGGER ${ident(turnName(o))} BEFORE INSERT OR UPDATE ON ${ident(o.resource.table)} FOR EACH ROW WHEN (${when}) EXECUTE FUNCTION ${TURN_FUNCTION}(${literal(o.name)}, ${literal(o.rule.key.join(','))})`;
}

/** The constraint, written on the table itself (no alias). */
function constraintSql(o: OverlapRule): string {
  const r = o.rule;
  const bare = (sql: string) => sql.replaceAll('t.', '');
  const keys = r.key.map((f) => `${ident(f)} WITH =`).join(', ');
  return `EXCLUDE USING gist (${keys}, ${bare(rangeSql(r, 't'))} WITH &&) WHERE (${bare(heldSql(r, 't'))})`;
}

/** Named by what it enforces: a descriptor whose rule changes gets a new constraint, the old one goes. */
export function overlapRules(registry: Registry): OverlapRule[] {
  return registry.all.flatMap((resource) =>
    (resource.descriptor.noOverlap ?? []).map((rule) => {
      const partial = { resource, rule, name: '' };
      const hash = createHash('sha256').update(constraintSql(partial)).digest('hex').slice(0, 10);
      return { ...partial, name: `${resource.table.slice(0, 38)}_no_overlap_${hash}` };
    }),
  );
}

/**
 * The record holding the period `values` would occupy under `o` (not `exceptId`), or undefined: the first by
 * start date. `values` are a record's fields (key, dates); one that the rule does not hold meets nothing.
 */
export async function blockerOf(db: Db, o: OverlapRule, values: Record<string, unknown>, exceptId?: string): Promise<Row | undefined> {
  const r = o.rule;
  const held = [...r.key, r.range.start, r.range.end].every((f) => typeof values[f] === 'string' && values[f] !== '');
  if (!held || String(values[r.range.start]) > String(values[r.range.end])) return undefined;
  if (r.unless && r.unless.in.includes(values[r.unless.field] as string)) return undefined;
  const params: unknown[] = r.key.map((f) => values[f]);
  const keys = r.key.map((f, i) => `${col('t', f)} = $${i + 1}`);
  params.push(values[r.range.start], values[r.range.end], exceptId ?? '');
  const n = params.length;
  const [row] = await db.query(
    `SELECT to_jsonb(t.*) AS j FROM ${ident(o.resource.table)} t WHERE ${keys.join(' AND ')} AND ${heldSql(r, 't')}
       AND ${rangeSql(r, 't')} && daterange($${n - 2}::date, $${n - 1}::date, '[]') AND t.id <> $${n}
     ORDER BY t.${ident(r.range.start)} LIMIT 1`,
    params,
  );
  return (row as { j: Row } | undefined)?.j;
}

/**
 * Each rule becomes an exclusion constraint (btree_gist gives text keys their `=`), so two writes at the same
 * instant cannot both hold a period. A table that already has overlapping rows keeps no constraint: the rows are
 * named in a warning and the constraint is tried again at every start (new writes are still checked first).
 */
export async function ensureOverlapRules(db: Db, registry: Registry): Promise<string[]> {
  const rules = overlapRules(registry);
  const warnings: string[] = [];
  if (rules.length && !(await extensionReady(db, warnings))) return warnings;
  if (rules.length && !(await db.query(`SELECT 1 FROM pg_proc WHERE proname = '${ISO_DATE}'`)).length) await db.query(ISO_DATE_FUNCTION);
  // Rules a descriptor no longer declares (or declares otherwise) go.
  const stale = await db.query<{ conname: string; tbl: string }>(
    `SELECT conname, conrelid::regclass::text AS tbl FROM pg_constraint WHERE contype = 'x' AND conname LIKE '%\\_no\\_overlap\\_%' AND NOT (conname = ANY($1::text[]))`,
    [rules.map((o) => o.name)],
  );
  for (const s of stale) await db.query(`ALTER TABLE ${s.tbl} DROP CONSTRAINT ${ident(s.conname)}`);
  const turns = await db.query<{ tgname: string; tbl: string }>(`SELECT tgname, tgrelid::regclass::text AS tbl FROM pg_trigger WHERE tgname LIKE 'painel\_turn\_%' AND NOT tgisinternal`);
  for (const t of turns.filter((t) => !rules.some((o) => turnName(o) === t.tgname))) await db.query(`DROP TRIGGER ${ident(t.tgname)} ON ${t.tbl}`);
  if (rules.length && !(await db.query(`SELECT 1 FROM pg_proc WHERE proname = '${TURN_FUNCTION}'`)).length) await db.query(TURN_FUNCTION_SQL);
  for (const o of rules) {
    const t = ident(o.resource.table);
    if (!turns.some((x) => x.tgname === turnName(o))) await db.query(turnTriggerSql(o));
    if ((await db.query('SELECT 1 FROM pg_constraint WHERE conname = $1 AND conrelid = $2::regclass', [o.name, t])).length) continue;
    const clashes = await db.query<{ a: string; b: string }>(
      `SELECT a.id AS a, b.id AS b FROM ${t} a JOIN ${t} b ON a.id < b.id AND ${o.rule.key.map((f) => `${col('a', f)} = ${col('b', f)}`).join(' AND ')}
         AND ${rangeSql(o.rule, 'a')} && ${rangeSql(o.rule, 'b')}
       WHERE ${heldSql(o.rule, 'a')} AND ${heldSql(o.rule, 'b')} ORDER BY a.id, b.id LIMIT 20`,
    );
    if (clashes.length) {
      const d = o.resource.descriptor;
      warnings.push(
        `${d.labels.plural} que se sobrepõem (tabela ${o.resource.table}, ${o.rule.key.join(', ')}): ${clashes.map((c) => `${c.a} e ${c.b}`).join('; ')}. Novas gravações já são verificadas; corrija ou cancele essas linhas e reinicie para criar a restrição ${o.name}.`,
      );
      continue;
    }
    await db.query(`ALTER TABLE ${t} ADD CONSTRAINT ${ident(o.name)} ${constraintSql(o)}`);
  }
  return warnings;
}

/** btree_gist lets a GiST constraint compare text keys with `=`; without it (a server lacking contrib), no constraint. */
const extensionReady = (db: Db, warnings: string[]) =>
  ensureExtension(
    db,
    'btree_gist',
    warnings,
    (reason) => `A extensão btree_gist não pôde ser instalada (${reason}): as regras de períodos sem sobreposição são verificadas antes de gravar, mas sem a garantia do banco contra gravações simultâneas.`,
  );
