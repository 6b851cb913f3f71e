import type { FastifyBaseLogger } from 'fastify';
import { formatDateTime, phrases, validationMessage, withoutFields, type BulkAnswer, type BulkResult, type FieldError, type ListCriteria } from '../../engine/contract';
import { VERSION_COLUMN, type Row } from '../db';
import type { RowJson, WriteContext } from '../history';
import { badRequest, conflict, HttpError, notFound } from '../http';
import { ChangeWriter, type Change, type WriteShape } from './changeWriter';
import { ConstraintRefusals, type Attempt } from './constraintRefusals';
import type { Registry, Resource } from '../model';
import { acceptedType, rejectedMessage, type IncomingBody, type UploadStore } from '../uploads';
import { invalid, prepareValues, toFieldErrors, type BodyRules } from '../validation';
import { exportRows, type ExportRow } from './exportRows';
import { RecordTitles } from './recordTitles';
import { toRecord, wasWritten, type Equals, type ListPage, type Missed, type Repository } from './repository';
import { recordKeepingHooks, type RecordKeeping, type WriteHook } from './writeHooks';

export type ApiRecord = Record<string, unknown>;

/** Turns a secret (a password) into what is stored. */
interface SecretHasher {
  hash(secret: string): Promise<string>;
}

const REQUIRED = validationMessage('required', {}, { audience: 'api' })!;
const NOT_ALLOWED = validationMessage('additionalProperties', {}, { audience: 'api' })!;
const SEND_A_FILE = 'Envie um arquivo.';
const URL_ONLY = validationMessage('pattern', {}, { audience: 'api', format: 'uri' })!;

/**
 * An update that sends one of two linked fields (endDate ≥ startDate) is checked against the stored other
 * one: the body alone would leave the `$data` limit undefined, which JSON Schema treats as no limit.
 */
function linkedErrors(rules: BodyRules, values: Record<string, unknown>, cleared: string[], before: Row): FieldError[] {
  if (!rules.validateLinked || !rules.linked.some((f) => Object.hasOwn(values, f))) return [];
  const merged: Record<string, unknown> = {};
  for (const f of rules.linked) {
    if (Object.hasOwn(values, f)) merged[f] = values[f];
    else if (!cleared.includes(f) && before[f] !== null && before[f] !== undefined) merged[f] = before[f];
  }
  if (rules.validateLinked(merged)) return [];
  // Only the limits between fields: a stored value's own problems are not this request's fault.
  const crossField = (rules.validateLinked.errors ?? []).filter((e) => e.schema && typeof e.schema === 'object' && '$data' in e.schema);
  return toFieldErrors(crossField, rules.title);
}

interface PreparedWrite {
  columns: Record<string, unknown>;
  files: { column: string; data: Buffer; ext: string }[];
}

const versionOf = (row: Row) => Number(row[VERSION_COLUMN]);

/** How a write goes through the seam: how a refusal is said, and the one statement it sends when it may go alone. */
interface PersistOptions {
  attempt?: Attempt;
  /**
   * The write sends exactly one statement of this shape (a create, an edit, a toggle): when no hook must see it
   * inside a transaction, and no outer transaction is open, it is sent alone — one statement is a transaction of its
   * own (docs/architecture.md, "Writes: one statement, one call").
   */
  alone?: WriteShape;
}

/**
 * Every write goes through here, whoever calls it (a REST route, a record action, a bulk request, the table API,
 * an import, the seed, the first administrator, a restore, an undo): the operation's rules, references, unique
 * e-mails, hashed secrets, checked and stored files — and `persist`, the one place that changes a record: each
 * statement carries the change's history entry (with its undo step), worded once, by HistoryLog.entrySql; the
 * write hooks see the change inside its transaction and after its commit.
 */
export class RecordService {
  /** How records are named (the trash lists them by title). */
  readonly recordTitles: RecordTitles;

  constructor(
    private readonly repo: Repository,
    private readonly registry: Registry,
    private readonly store: UploadStore,
    private readonly hasher: SecretHasher,
    readonly keeping: RecordKeeping,
    private readonly log?: FastifyBaseLogger,
    /** Every feature that must see the changes (WriteHook): one list for the service and every transaction it binds. */
    readonly hooks: WriteHook[] = recordKeepingHooks(registry, keeping),
    /** Set on a service bound to an outer transaction: its changes are seen `after` when that one commits. */
    private readonly pending?: Change[],
    /** How the database's refusals are said (one for the service and every transaction it binds). */
    readonly refusals = new ConstraintRefusals(registry),
  ) {
    this.recordTitles = new RecordTitles(registry);
  }

  /**
   * Runs `work` with this service and its repository bound to one transaction: committed when it resolves,
   * rolled back when it throws (files stored meanwhile stay; the caller removes them if it must). The hooks see
   * the changes made inside `after` it has committed. A constraint's refusal, from any statement in it, is
   * answered as `attempt` says it (ConstraintRefusals), never as a 500.
   */
  async transaction<T>(work: (records: RecordService, repo: Repository) => Promise<T>, attempt: Attempt = 'write'): Promise<T> {
    try {
      if (this.pending) return await this.repo.transaction((repo) => work(this.bound(repo, this.pending!), repo));
      const changes: Change[] = [];
      const result = await this.repo.transaction(async (repo) => {
        const done = await work(this.bound(repo, changes), repo);
        await this.keepUndoWhole(repo, changes);
        return done;
      });
      await this.committed(changes);
      return result;
    } catch (e) {
      // Bound to an outer transaction, which this error failed: nothing can be read in it until it is rolled back.
      throw (await this.refusals.answer(e, attempt, this.pending ? undefined : this.repo.database)) ?? e;
    }
  }

  private bound(repo: Repository, pending: Change[]): RecordService {
    return new RecordService(repo, this.registry, this.store, this.hasher, this.keeping, this.log, this.hooks, pending, this.refusals);
  }

  /**
   * The one place a record changes. `work` makes the change through the writer it is given, whose every statement
   * writes the change's history entry too (who, when, each field before and after, never a secret; on an undoable
   * request, its inverse under the request's token): no change exists without its entry, and no entry without its
   * change. In the change's transaction each hook that sees it runs `inside`; once committed, `after`. A write of
   * one statement that no hook must see inside (`alone`) is sent with no transaction around it.
   */
  async persist<T>(ctx: WriteContext, work: (writer: ChangeWriter) => Promise<T>, { attempt = 'write', alone }: PersistOptions = {}): Promise<T> {
    if (alone && !this.pending && !this.hooks.some((h) => h.inside && h.sees(alone, ctx))) {
      const writer = new ChangeWriter(this.repo, this.keeping.history, ctx, alone);
      let result: T;
      try {
        result = await work(writer);
      } catch (e) {
        throw (await this.refusals.answer(e, attempt, this.repo.database)) ?? e;
      }
      await this.committed(writer.changes);
      return result;
    }
    return this.transaction(async (service, repo) => {
      const writer = new ChangeWriter(repo, this.keeping.history, ctx);
      const result = await work(writer);
      const { changes } = writer;
      for (const hook of this.hooks) {
        const seen = hook.inside ? changes.filter((c) => hook.sees(c, ctx)) : [];
        if (seen.length) await hook.inside!(repo.database, seen, ctx);
      }
      service.pending!.push(...changes);
      return result;
    }, attempt);
  }

  /**
   * A request that changed a masked field cannot be undone (its value is not kept): none of the changes of its
   * transaction (every row of a spreadsheet), or an undo would take back only part of it. Their entries were written
   * with their undo steps; before the commit, those go.
   */
  private async keepUndoWhole(repo: Repository, changes: Change[]) {
    if (!changes.some((c) => c.undoRefused)) return;
    const kept = changes.filter((c) => c.undoable);
    if (!kept.length) return;
    await this.keeping.history.forgetUndo(repo.database, kept.map((c) => c.entryId));
    for (const c of kept) c.undoable = false;
  }

  /** Committed: each hook sees its changes `after`. A hook that fails is logged; the change stands. */
  private async committed(changes: Change[]) {
    for (const hook of this.hooks) {
      if (!hook.after) continue;
      const seen = changes.filter((c) => hook.sees(c, c.ctx));
      if (!seen.length) continue;
      try {
        await hook.after(seen, this.repo.database);
      } catch (e) {
        this.log?.error({ err: e }, 'falha ao tratar uma alteração já gravada');
      }
    }
  }

  /** A page; `capped` when the total is only a lower bound (counting stopped at the cap). */
  async list(res: Resource, page: ListPage): Promise<{ items: ApiRecord[]; total: number; capped: boolean }> {
    const { rows, total, capped } = await this.repo.list(res, page);
    return { items: rows.map((r) => toRecord(res, r)), total, capped };
  }

  /** How many records match, exactly. */
  count(res: Resource, criteria: Partial<ListCriteria>): Promise<number> {
    return this.repo.count(res, criteria);
  }

  /** The ids of the records that match, in list order; at most `max`. */
  matchingIds(res: Resource, criteria: Partial<ListCriteria>, max: number): Promise<string[]> {
    return this.repo.matchingIds(res, criteria, max);
  }

  /** The records that match with both coordinates (a list's map), in list order: their id and `columns` only, at most `max`. */
  located(res: Resource, criteria: Partial<ListCriteria>, columns: string[], max: number): Promise<Row[]> {
    return this.repo.located(res, criteria, columns, max);
  }

  /** Every matching record in list order, a batch at a time, with the titles of the records its references among `fields` point at. */
  exportRows(res: Resource, criteria: Partial<ListCriteria>, fields: string[], batchSize?: number): AsyncGenerator<ExportRow[]> {
    return exportRows(this.repo, this.registry, res, criteria, fields, batchSize);
  }

  /** Every record whose columns equal the given values. */
  async where(res: Resource, equals: Equals[]): Promise<ApiRecord[]> {
    return (await this.repo.where(res, equals)).map((r) => toRecord(res, r));
  }

  /** Whether a record with this id exists. */
  exists(res: Resource, id: string): Promise<boolean> {
    return this.repo.exists(res, id);
  }

  /** The titles (titleField) of these records, by id: how a reference is named to a person. */
  titles(res: Resource, ids: string[]): Promise<Map<string, unknown>> {
    return this.repo.titles(res, ids);
  }

  /** Records whose `field` equals `value` regardless of case (an import's reference by title). */
  async findCaseless(res: Resource, field: string, value: string): Promise<ApiRecord[]> {
    return (await this.repo.findBy(res, field, value, { caseless: true })).map((r) => toRecord(res, r));
  }

  /**
   * Every check a create (no `id`) or an update of `id` would make of `body` — rules, cross-field limits,
   * references, unique values — without writing: an import's dry run. Throws the write's own error. An update's
   * check answers the version it was made against (an import's commit writes at that version only).
   */
  async check(res: Resource, rules: BodyRules, body: IncomingBody, id?: string): Promise<number | undefined> {
    const before = id === undefined ? undefined : await this.existing(res, id);
    await this.prepare(res, rules, body, before, undefined, { hashSecrets: false, dryRun: true });
    return before && versionOf(before);
  }

  private async existing(res: Resource, id: string): Promise<Row> {
    const row = await this.repo.find(res, id);
    if (!row) throw notFound(phrases.notFound(res.descriptor));
    return row;
  }

  async read(res: Resource, id: string): Promise<ApiRecord> {
    return toRecord(res, await this.existing(res, id));
  }

  /** A record and its version (the answer's ETag). */
  async readVersioned(res: Resource, id: string): Promise<{ record: ApiRecord; version: number }> {
    const row = await this.existing(res, id);
    return { record: toRecord(res, row), version: versionOf(row) };
  }

  /**
   * A write that touched no row, said: 404, or 412 when the record is at another version than the one the
   * client read (who changed it and when, and the record as it is now — as the request's role reads it —, so
   * nothing typed is lost).
   */
  async refusal(repo: Repository, res: Resource, id: string, missed: Exclude<Missed, { unchanged: true }>, ctx: WriteContext): Promise<HttpError> {
    if ('missing' in missed) return notFound(phrases.notFound(res.descriptor));
    const last = await this.keeping.history.latest(repo.database, res.name, id);
    const when = last ? formatDateTime(last.at).split(' ') : undefined;
    const by = last && when ? `por ${last.actor.name} em ${when[0]} às ${when[1]}` : 'por outra pessoa';
    const current = await repo.find(res, id);
    return new HttpError(
      412,
      `${phrases.thisRecord(res.descriptor).replace(/^./, (c) => c.toUpperCase())} foi alterad${res.descriptor.labels.gender === 'f' ? 'a' : 'o'} ${by}, depois que você ${res.descriptor.labels.gender === 'f' ? 'a' : 'o'} abriu. Nada foi salvo: confira a versão atual.`,
      undefined,
      undefined,
      // Beside the message, for a conflict view: the record now, and who saved it when.
      current
        ? { current: withoutFields(toRecord(res, current), new Set(ctx.hiddenFields?.(res.name))), ...(last ? { changedBy: { name: last.actor.name, at: last.at } } : {}) }
        : undefined,
    );
  }

  async create(res: Resource, rules: BodyRules, body: IncomingBody, ctx: WriteContext): Promise<ApiRecord> {
    const write = await this.prepare(res, rules, body);
    const { record } = await this.commit(write, (columns) =>
      this.persist(ctx, async (w) => toRecord(res, (await w.insert(res, columns)).row), { alone: { res, operation: 'create' } }),
    );
    return record;
  }

  /**
   * PUT, PATCH and record actions: a field absent from the body keeps its stored value. `ownFiles`: stored files
   * this record had in an earlier version (a restore may name them again).
   */
  async update(res: Resource, rules: BodyRules, id: string, body: IncomingBody, ctx: WriteContext, ownFiles?: Set<string>): Promise<ApiRecord> {
    return (await this.write(res, rules, await this.existing(res, id), body, ctx, ownFiles)).record;
  }

  /** The database the service writes on (its transaction's, when bound to one). */
  get database() {
    return this.repo.database;
  }

  /** Whether a stored file's bytes are still there. */
  stores(url: unknown): Promise<boolean> {
    return this.store.has(url);
  }

  /**
   * Updates every row whose columns equal `equals` with one body, in one transaction, each through the same
   * checks as `update`. The matching rows are locked first; `guard` sees how many there are before anything
   * is written and refuses by throwing (a client that wants exactly one row).
   */
  async updateWhere(res: Resource, rules: BodyRules, equals: Equals[], body: IncomingBody, ctx: WriteContext, guard?: (matched: number) => void): Promise<ApiRecord[]> {
    const stored: string[] = [];
    try {
      return await this.transaction(async (service, repo) => {
        const rows = await repo.where(res, equals, { lock: true });
        guard?.(rows.length);
        const out: ApiRecord[] = [];
        for (const row of rows) {
          const written = await service.write(res, rules, row, body, ctx);
          stored.push(...written.stored);
          out.push(written.record);
        }
        return out;
      });
    } catch (e) {
      // Rolled back: the files stored for rows written before the failure belong to no row.
      await this.removeFiles(stored);
      throw e;
    }
  }

  /**
   * Validates and writes one existing row (at the version the client read, if it said). A file it replaces is
   * scheduled for collection, not removed: an undo or a restore may bring it back.
   */
  private async write(res: Resource, rules: BodyRules, before: Row, body: IncomingBody, ctx: WriteContext, ownFiles?: Set<string>): Promise<{ record: ApiRecord; stored: string[] }> {
    const id = String(before.id);
    const write = await this.prepare(res, rules, body, before, ownFiles);
    const fileColumns = Object.values(res.uploads).map((u) => u.column);
    return this.commit(write, (columns) =>
      this.persist(
        ctx,
        async (writer) => {
          const w = await writer.update(res, id, columns, ctx.ifMatch);
          if (!wasWritten(w)) {
            if (!('unchanged' in w)) throw await this.refusal(writer.repo, res, id, w, ctx);
            // Nothing differs: no new version, no blank revision.
            return toRecord(res, (await writer.repo.find(res, id))!);
          }
          if (fileColumns.length) {
            // What this write replaced, as the database saw it: `before` may be stale under concurrent updates.
            const replaced = fileColumns.filter((c) => w.before?.[c] !== w.after?.[c]).map((c) => w.before?.[c]);
            await this.keeping.files.schedule(writer.repo.database, replaced);
            await this.keeping.files.keep(writer.repo.database, fileColumns.map((c) => w.after?.[c]));
          }
          return toRecord(res, w.row);
        },
        // A resource with files also keeps its files' schedule: more than one statement.
        fileColumns.length ? {} : { alone: { res, operation: 'update' } },
      ),
    );
  }

  async toggle(res: Resource, field: string, id: string, ctx: WriteContext): Promise<ApiRecord> {
    return this.persist(
      ctx,
      async (writer) => {
        const w = await writer.toggle(res, id, field, ctx.ifMatch);
        if (!wasWritten(w)) throw await this.refusal(writer.repo, res, id, 'unchanged' in w ? { missing: true } : w, ctx);
        return toRecord(res, w.row);
      },
      { alone: { res, operation: 'update' } },
    );
  }

  /**
   * Sets a boolean field to `value` on the records among `ids` not already so, in one transaction (the rows
   * locked first): each id answers changed, unchanged (already so) or 404; each change its own history entry.
   */
  async setFlag(res: Resource, field: string, ids: string[], value: boolean, ctx: WriteContext): Promise<BulkAnswer> {
    const { found, changed } = await this.persist(ctx, async (writer) => {
      const result = await writer.setFlag(res, field, ids, value);
      return { found: result.found, changed: new Set(result.changed.map((w) => String(w.row.id))) };
    });
    const results: BulkResult[] = ids.map((id) =>
      !found.has(id) ? { id, ok: false, status: 404, message: phrases.notFound(res.descriptor) } : changed.has(id) ? { id, ok: true } : { id, ok: true, unchanged: true },
    );
    const failed = results.filter((r) => !r.ok).length;
    return { results, done: changed.size, failed, unchanged: ids.length - failed - changed.size };
  }

  /**
   * Deletes a record into the trash (restorable with the same id, fields and files until it is purged). A
   * record others point at is refused (409), naming them; so is one's own account.
   */
  async remove(res: Resource, id: string, sessionUserId: string | undefined, ctx: WriteContext): Promise<void> {
    await this.existing(res, id);
    if (res === this.registry.identity.resource && id === sessionUserId) {
      throw conflict('Você não pode excluir a sua própria conta enquanto está conectado.');
    }
    // Records pointing here would be left with a dangling id: refuse, naming them. The foreign key decides
    // when one is written between this check and the delete.
    for (const { resource, field } of this.registry.referencing(res)) {
      if (await this.repo.countWhere(resource, field, id)) throw this.refusals.inUse(res, resource, 'write');
    }
    await this.persist(ctx, async (writer) => {
      const w = await writer.delete(res, id, ctx.ifMatch);
      if (!wasWritten(w)) throw await this.refusal(writer.repo, res, id, 'unchanged' in w ? { missing: true } : w, ctx);
      // Listed in the trash by its title as it was, named as the screens name it.
      const title = await this.recordTitles.one(writer.repo.database, res, w.before!);
      await this.keeping.trash.put(writer.repo.database, res.name, id, title, w.before!, this.filesOf(res, w.before), ctx.actor);
    });
  }

  /** The stored files a row points at (its upload columns that hold one of our URLs). */
  filesOf(res: Resource, row: RowJson | undefined): string[] {
    return Object.values(res.uploads)
      .map((u) => row?.[u.column])
      .filter((v): v is string => this.store.nameOf(v) !== undefined);
  }

  /** Validates a body against the operation's rules and turns it into column values and files to store. */
  private async prepare(res: Resource, rules: BodyRules, body: IncomingBody, before?: Row, ownFiles?: Set<string>, { hashSecrets = true, dryRun = false } = {}): Promise<PreparedWrite> {
    const raw = { ...body.values };
    const errors: FieldError[] = [];
    // A file field sent as text: empty means "no file", anything else is a mistake.
    for (const f of rules.uploads) {
      if (!Object.hasOwn(raw, f)) continue;
      if (raw[f] !== '' && raw[f] !== null) errors.push({ field: f, message: SEND_A_FILE });
      delete raw[f];
    }
    const { values, cleared, emptied, refused } = prepareValues(res, rules, raw, body.multipart);
    for (const f of emptied) errors.push({ field: f, message: REQUIRED });
    errors.push(...refused);

    // A form sends an upload column back with the record's own `/uploads/…` URL: unchanged, it is always
    // accepted (a `format: uri` would refuse a path). Another stored file's URL is refused: two records
    // sharing one file would delete it under each other.
    const checked = { ...values };
    for (const u of Object.values(res.uploads)) {
      const v = checked[u.column];
      // A path on this server is exactly one of its stored files or nothing: a prefix check let
      // "/uploads/../../etc/passwd" through.
      if (typeof v === 'string' && v.startsWith('/') && !this.store.nameOf(v)) {
        delete checked[u.column];
        errors.push({ field: u.column, message: URL_ONLY });
        continue;
      }
      if (v === undefined || !this.store.nameOf(v)) continue;
      // A version restored from the history may name a file this very record had before.
      if (ownFiles?.has(v as string)) continue;
      if (before && v === before[u.column]) {
        if (!rules.required.has(u.column)) delete checked[u.column];
        // Unchanged, so not written: a form read before a concurrent upload must not put the old URL back.
        delete values[u.column];
      } else {
        delete checked[u.column];
        errors.push({ field: u.column, message: 'Este arquivo não pertence a este registro: envie-o pelo campo de arquivo.' });
      }
    }
    // A field its kind refused is said once, with the kind's reason.
    if (!rules.validate(checked)) errors.push(...toFieldErrors(rules.validate.errors, rules.title).filter((e) => !refused.some((r) => r.field === e.field)));
    if (before) errors.push(...linkedErrors(rules, values, cleared, before).filter((e) => !errors.some((o) => o.field === e.field)));

    if (rules.carriesId && typeof values.id === 'string' && before && values.id !== before.id) {
      errors.push({ field: 'id', message: 'Não corresponde ao registro da URL.' });
    }
    delete values.id;

    const files: PreparedWrite['files'] = [];
    let fileMessage: string | undefined;
    for (const [field, file] of body.files) {
      const upload = res.uploads[field];
      if (!upload || !rules.uploads.includes(field)) {
        errors.push({ field, message: NOT_ALLOWED });
        continue;
      }
      const ext = await acceptedType(file.data, upload.accept);
      if (!ext) {
        fileMessage = rejectedMessage(upload.accept);
        errors.push({ field, message: fileMessage });
      } else files.push({ column: upload.column, data: file.data, ext });
    }
    // A record's update keeps the stored file when none is sent: a required upload is then already there.
    const kept = (f: string) => rules.keepsFiles && before?.[res.uploads[f].column] !== undefined && before?.[res.uploads[f].column] !== null;
    for (const f of rules.uploads) {
      if (rules.required.has(f) && !body.files.has(f) && !kept(f) && !errors.some((e) => e.field === f)) errors.push({ field: f, message: SEND_A_FILE });
    }
    if (errors.length) {
      if (fileMessage && errors.length === 1) throw badRequest(fileMessage, errors);
      throw invalid(errors, rules.title);
    }

    await this.checkReferences(res, values);
    await this.checkUnique(res, values, before);
    await this.checkOverlaps(res, values, cleared, before, dryRun || Boolean(this.pending));
    if (hashSecrets) for (const f of res.secrets) if (typeof values[f] === 'string') values[f] = await this.hasher.hash(values[f]);

    const columns: Record<string, unknown> = { ...values };
    for (const f of cleared) columns[f] = null;
    return { columns, files };
  }

  /** Each reference must point at a record (the foreign key decides when one goes between this check and the write). */
  private async checkReferences(res: Resource, values: Record<string, unknown>) {
    const missing: string[] = [];
    for (const [field, ref] of Object.entries(res.descriptor.references ?? {})) {
      const v = values[field];
      if (v === undefined) continue;
      if (typeof v !== 'string' || !(await this.repo.exists(this.registry.get(ref.resource), v))) missing.push(field);
    }
    if (missing.length) throw this.refusals.missing(res, missing, 'write');
  }

  /** The e-mail must be no one else's (the unique index decides between two at the same instant). */
  private async checkUnique(res: Resource, values: Record<string, unknown>, before?: Row) {
    const { resource, emailField } = this.registry.identity;
    const email = values[emailField];
    if (res !== resource || typeof email !== 'string') return;
    const taken = await this.repo.findBy(res, emailField, email, { caseless: true, exceptId: before?.id as string | undefined });
    if (taken.length) throw this.refusals.taken(res, emailField, 'write');
  }

  /**
   * The period must be free under each no-overlap rule. A write on its own leaves that to the rule's constraint,
   * whose refusal is read back after it (one query less for every write that passes) — unless the database has no
   * such constraint yet. `always`: a dry run (it writes nothing), or a write inside a larger transaction (an
   * import's commit), whose refusal must come from here to name the row: a constraint's failure ends it whole.
   */
  private async checkOverlaps(res: Resource, values: Record<string, unknown>, cleared: Iterable<string>, before: Row | undefined, always: boolean) {
    const rules = this.refusals.rulesOf(res);
    if (!rules.length) return;
    const after: Record<string, unknown> = { ...before, ...values };
    for (const f of cleared) after[f] = null;
    for (const rule of rules) {
      if (!always && (await this.refusals.enforced(this.repo.database, rule))) continue;
      const blocker = await this.repo.overlapping(rule, after, before?.id as string | undefined);
      if (blocker) throw await this.refusals.overlapping(this.repo.database, rule, blocker, 'write');
    }
  }

  /** Stores the files, runs the write (which says its own refusals), and removes the new files again if it fails. */
  private async commit(
    write: PreparedWrite,
    run: (columns: Record<string, unknown>) => Promise<ApiRecord>,
  ): Promise<{ record: ApiRecord; stored: string[] }> {
    const urls: string[] = [];
    try {
      for (const f of write.files) {
        const url = await this.store.save(f.data, f.ext);
        urls.push(url);
        write.columns[f.column] = url;
      }
      return { record: await run(write.columns), stored: urls };
    } catch (e) {
      await this.removeFiles(urls);
      throw e;
    }
  }

  private async removeFiles(urls: unknown[]) {
    for (const url of urls) {
      if (url === undefined || url === null) continue;
      await this.store.remove(url).catch((e: unknown) => this.log?.error({ err: e, url }, 'falha ao remover arquivo enviado'));
    }
  }
}
