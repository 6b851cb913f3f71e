import { phrases, type FieldError } from '../../engine/contract';
import {
  blockerOf,
  EXCLUSION_VIOLATION,
  FOREIGN_KEY_VIOLATION,
  foreignKeys,
  pgConstraint,
  pgErrorCode,
  RESTRICT_VIOLATION,
  UNIQUE_VIOLATION,
  overlapRules,
  uniqueKeys,
  type Db,
  type ForeignKey,
  type OverlapRule,
  type UniqueKey,
} from '../db';
import { badRequest, conflict, type HttpError } from '../http';
import type { Registry, Resource } from '../model';
import { RecordTitles } from './recordTitles';

/**
 * What was being done when a constraint refused it, which decides how the refusal is said: a record's own write
 * (create, update, delete, action, bulk, table API, import, "Restaurar esta versão"), putting a record back from the
 * trash, or an undo.
 */
export type Attempt = 'write' | 'restore' | 'undo';

const feminine = (res: Resource) => res.descriptor.labels.gender === 'f';
const lower = (s: string) => s.charAt(0).toLocaleLowerCase('pt-BR') + s.slice(1);

/** A reason framed by what could not be done ("Não é possível desfazer: … Nada foi desfeito."). */
const framed = (attempt: Exclude<Attempt, 'write'>, reason: string) =>
  attempt === 'restore' ? `Não é possível restaurar: ${reason}` : `Não é possível desfazer: ${reason} Nada foi desfeito.`;

/** How long a rule's constraint found missing is taken as missing before the catalog is read again. */
const RECHECK_MS = 60_000;

/** For a constraint no descriptor names (a primary key, a rule added by hand): a 409 still, never a 500. */
const UNNAMED: Record<string, string> = {
  [UNIQUE_VIOLATION]: 'Já existe um registro com estes dados.',
  [FOREIGN_KEY_VIOLATION]: 'Um registro ligado a este não existe mais.',
  [RESTRICT_VIOLATION]: 'Há registros ligados a este.',
  [EXCLUSION_VIOLATION]: 'Conflita com outro registro já gravado.',
};

/**
 * The one place where the database's refusals become what a person reads: a unique value taken (23505), a
 * reference to a record that is gone (23503), a record others point at (23001, see refusedDelete), a rule's
 * exclusion (23P01), each found by the constraint the error names and said in Portuguese. The write path's own
 * checks before the write (references, the e-mail, records in use) say the same through here, so a race that
 * only the database sees reads as the check would have.
 */
export class ConstraintRefusals {
  private readonly keys: Map<string, ForeignKey>;
  private readonly uniques: Map<string, UniqueKey>;
  private readonly overlaps: Map<string, OverlapRule>;
  private readonly titles: RecordTitles;
  private readonly seen = new Map<string, { there: boolean; at: number }>();

  constructor(registry: Registry) {
    this.keys = new Map(foreignKeys(registry).map((k) => [k.name, k]));
    this.uniques = new Map(uniqueKeys(registry).map((k) => [k.name, k]));
    this.overlaps = new Map(overlapRules(registry).map((o) => [o.name, o]));
    this.titles = new RecordTitles(registry);
  }

  /**
   * The answer to a constraint's refusal; undefined for any other error (a fault: the caller lets it through).
   * `db`: where the record in the way of a no-overlap rule can be read (the failed transaction rolled back);
   * without it (still inside that transaction) that refusal is left to whoever rolls it back.
   */
  async answer(e: unknown, attempt: Attempt, db?: Db): Promise<HttpError | undefined> {
    const code = pgErrorCode(e);
    if (!code || !(code in UNNAMED)) return undefined;
    const name = pgConstraint(e) ?? '';
    const key = this.keys.get(name);
    const unique = this.uniques.get(name);
    const overlap = this.overlaps.get(name);
    if (code === EXCLUSION_VIOLATION && overlap) {
      // Inside a transaction that failed, nothing can be read: the refusal is said where it was rolled back.
      if (!db) return undefined;
      const blocker = await blockerOf(db, overlap, heldBy(overlap, e));
      if (blocker) return this.overlapping(db, overlap, blocker, attempt);
    }
    if (code === UNIQUE_VIOLATION && unique) return this.taken(unique.resource, unique.field, attempt);
    if (code === FOREIGN_KEY_VIOLATION && key) return this.missing(key.resource, [key.field], attempt);
    if (code === RESTRICT_VIOLATION && key) return this.inUse(key.target, key.resource, attempt);
    return attempt === 'write' ? conflict(UNNAMED[code]) : conflict(framed(attempt, UNNAMED[code]));
  }

  /** `field` holds a value another record of `res` has ("Já existe um usuário com este e-mail."). */
  taken(res: Resource, field: string, attempt: Attempt): HttpError {
    const reason = phrases.alreadyExists(res.descriptor, res.field(field)?.title ?? field);
    // Named as the field's error too, so a form marks it.
    return attempt === 'write' ? conflict(reason, [{ field, message: reason }]) : conflict(framed(attempt, reason));
  }

  /** `fields` of a `res` record point at records that do not exist: a write's 400 names each; putting one back, a 409. */
  missing(res: Resource, fields: string[], attempt: Attempt): HttpError {
    const targets = fields.map((field) => ({ field, target: this.targetOf(res, field) }));
    if (attempt === 'write') {
      const errors: FieldError[] = targets.map(({ field, target }) => ({ field, message: phrases.notFound(target.descriptor) }));
      return badRequest(errors.map((e) => e.message).join(' '), errors);
    }
    const [{ field, target }] = targets;
    const gone = `foi excluíd${feminine(target) ? 'a' : 'o'} depois.`;
    return conflict(framed(attempt, `${phrases.notFound(target.descriptor).replace(/\.$/, '')} (${res.field(field)?.title ?? field}) — ${gone}`));
  }

  /** A `target` record that `by` records point at cannot go ("Não é possível excluir este serviço: há posts ligados a ele."). */
  inUse(target: Resource, by: Resource, attempt: Attempt): HttpError {
    if (attempt === 'write') return conflict(phrases.inUse(target.descriptor, by.descriptor));
    const linked = `há ${lower(by.descriptor.labels.plural)} ligad${feminine(by) ? 'as' : 'os'} a ${phrases.thisRecord(target.descriptor)}.`;
    return conflict(framed(attempt, linked));
  }

  /** The no-overlap rules `res` declares. */
  rulesOf(res: Resource): OverlapRule[] {
    return [...this.overlaps.values()].filter((o) => o.resource === res);
  }

  /**
   * Whether the database holds `rule`'s constraint: not while rows from before it overlap, nor without btree_gist
   * (ensureOverlapRules warns). Once there it stays; until then it is looked for again a minute later.
   */
  async enforced(db: Db, rule: OverlapRule): Promise<boolean> {
    const known = this.seen.get(rule.name);
    if (known && (known.there || Date.now() - known.at < RECHECK_MS)) return known.there;
    const there = (await db.query('SELECT 1 FROM pg_constraint WHERE conname = $1', [rule.name])).length > 0;
    this.seen.set(rule.name, { there, at: Date.now() });
    return there;
  }

  /** `rule` finds `blocker` in the way ("O outdoor … já está locado de … a … para … (Locação confirmada)."): beside the dates. */
  async overlapping(db: Db, { resource, rule }: OverlapRule, blocker: Record<string, unknown>, attempt: Attempt): Promise<HttpError> {
    const reason = await this.titles.sentence(db, resource, rule.message, blocker);
    return attempt === 'write' ? conflict(reason, [{ field: rule.range.start, message: reason }]) : conflict(framed(attempt, lower(reason)));
  }

  private targetOf(res: Resource, field: string): Resource {
    const key = [...this.keys.values()].find((k) => k.resource === res && k.field === field);
    if (!key) throw new Error(`${res.name}.${field} não é uma referência`);
    return key.target;
  }
}

/**
 * The period the record in the way holds, read from the violation's detail ("… conflicts with existing key
 * (\"outdoorId\", daterange(…))=(o1, [2026-12-01,2026-12-15)).") as the fields a lookup takes: its keys and its
 * first day (a period no other held record shares). Keys are split at ", ": a key holding one reads wrong, and
 * the refusal then names nothing rather than the wrong record.
 */
function heldBy({ rule }: OverlapRule, e: unknown): Record<string, unknown> {
  const detail = e && typeof e === 'object' && 'detail' in e ? String((e as { detail: unknown }).detail) : '';
  const existing = /existing key \(.*\)=\((.*), \[(\d{4}-\d{2}-\d{2}),[^\]]*\)\)\.?$/s.exec(detail);
  if (!existing) return {};
  const keys = existing[1].split(', ');
  if (keys.length !== rule.key.length) return {};
  return { ...Object.fromEntries(rule.key.map((f, i) => [f, keys[i]])), [rule.range.start]: existing[2], [rule.range.end]: existing[2] };
}
