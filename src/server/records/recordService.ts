import type { FastifyBaseLogger } from 'fastify';
import { phrases, validationMessage, type BulkAnswer, type BulkResult, type FieldError, type ListCriteria } from '../../engine/contract';
import { FOREIGN_KEY_VIOLATION, RESTRICT_VIOLATION, foreignKeys, pgConstraint, pgErrorCode, UNIQUE_VIOLATION, type ForeignKey, type Row } from '../db';
import { badRequest, conflict, notFound } from '../http';
import type { Registry, Resource } from '../model';
import { acceptedType, rejectedMessage, type IncomingBody, type UploadStore } from '../uploads';
import { invalid, prepareValues, toFieldErrors, type BodyRules } from '../validation';
import { exportRows, type ExportRow } from './exportRows';
import { toRecord, type Equals, type ListPage, type Repository } from './repository';

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

/** 400 naming each reference that points at no record. */
const missingReferences = (errors: FieldError[]) => badRequest(errors.map((e) => e.message).join(' '), errors);

interface PreparedWrite {
  columns: Record<string, unknown>;
  files: { column: string; data: Buffer; ext: string }[];
}

/** What one update wrote: the record, the files it stored, and the files it replaced (to remove once committed). */
interface Written {
  record: ApiRecord;
  stored: string[];
  replaced: unknown[];
}

/**
 * Every write goes through here, whoever calls it (a REST route, the table API, the seed, the first
 * administrator): the operation's rules, references, unique e-mails, hashed secrets, checked and stored files.
 */
export class RecordService {
  /** The descriptors' references as the database enforces them, by constraint name. */
  private readonly keys: Map<string, ForeignKey>;

  constructor(
    private readonly repo: Repository,
    private readonly registry: Registry,
    private readonly store: UploadStore,
    private readonly hasher: SecretHasher,
    private readonly log?: FastifyBaseLogger,
  ) {
    this.keys = new Map(foreignKeys(registry).map((k) => [k.name, k]));
  }

  /** The same service over another repository (one bound to a transaction). */
  private using(repo: Repository): RecordService {
    return new RecordService(repo, this.registry, this.store, this.hasher, this.log);
  }

  /**
   * Runs `work` with this service and its repository bound to one transaction: committed when it resolves,
   * rolled back when it throws (files stored meanwhile stay; the caller removes them if it must).
   */
  transaction<T>(work: (records: RecordService, repo: Repository) => Promise<T>): Promise<T> {
    return this.repo.transaction((repo) => work(this.using(repo), repo));
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

  /** Every matching record in list order, a batch at a time, with the titles of the records its references among `fields` point at. */
  exportRows(res: Resource, criteria: Partial<ListCriteria>, fields: string[], batchSize?: number): AsyncGenerator<ExportRow[]> {
    return exportRows(this.repo, this.registry, res, criteria, fields, batchSize);
  }

  /** Every record whose columns equal the given values. */
  async where(res: Resource, equals: Equals[]): Promise<ApiRecord[]> {
    return (await this.repo.where(res, equals)).map((r) => toRecord(res, r));
  }

  private async existing(res: Resource, id: string): Promise<Row> {
    const row = await this.repo.find(res, id);
    if (!row) throw notFound(phrases.notFound(res.descriptor));
    return row;
  }

  async read(res: Resource, id: string): Promise<ApiRecord> {
    return toRecord(res, await this.existing(res, id));
  }

  async create(res: Resource, rules: BodyRules, body: IncomingBody): Promise<ApiRecord> {
    const write = await this.prepare(res, rules, body);
    return (await this.commit(res, write, async (columns) => toRecord(res, await this.repo.insert(res, columns)))).record;
  }

  /** PUT, PATCH and record actions: a field absent from the body keeps its stored value. */
  async update(res: Resource, rules: BodyRules, id: string, body: IncomingBody): Promise<ApiRecord> {
    const { record, replaced } = await this.write(res, rules, await this.existing(res, id), body);
    // A replaced file (new upload, or the URL field changed) is removed once the row points elsewhere.
    await this.removeFiles(replaced);
    return record;
  }

  /**
   * Updates every row whose columns equal `equals` with one body, in one transaction, each through the same
   * checks as `update`. The matching rows are locked first; `guard` sees how many there are before anything
   * is written and refuses by throwing (a client that wants exactly one row).
   */
  async updateWhere(res: Resource, rules: BodyRules, equals: Equals[], body: IncomingBody, guard?: (matched: number) => void): Promise<ApiRecord[]> {
    const stored: string[] = [];
    const replaced: unknown[] = [];
    try {
      const records = await this.repo.transaction(async (repo) => {
        const rows = await repo.where(res, equals, { lock: true });
        guard?.(rows.length);
        const service = this.using(repo);
        const out: ApiRecord[] = [];
        for (const row of rows) {
          const written = await service.write(res, rules, row, body);
          stored.push(...written.stored);
          replaced.push(...written.replaced);
          out.push(written.record);
        }
        return out;
      });
      await this.removeFiles(replaced);
      return records;
    } catch (e) {
      // Rolled back: the files stored for rows written before the failure belong to no row.
      await this.removeFiles(stored);
      throw e;
    }
  }

  /** Validates and writes one existing row; the files it replaced are left for the caller to remove once committed. */
  private async write(res: Resource, rules: BodyRules, before: Row, body: IncomingBody): Promise<Written> {
    const id = String(before.id);
    const write = await this.prepare(res, rules, body, before);
    const fileColumns = Object.values(res.uploads).map((u) => u.column);
    let replaced: unknown[] = [];
    const { record, stored } = await this.commit(res, write, async (columns) => {
      const updated = await this.repo.update(res, id, columns, fileColumns);
      if (!updated) throw notFound(phrases.notFound(res.descriptor));
      // What this write replaced, as the database saw it: `before` may be stale under concurrent updates.
      replaced = fileColumns.map((c) => (updated.previous[c] !== updated.row[c] ? updated.previous[c] : undefined));
      return toRecord(res, updated.row);
    });
    return { record, stored, replaced };
  }

  async toggle(res: Resource, field: string, id: string): Promise<ApiRecord> {
    const row = await this.repo.toggle(res, id, field);
    if (!row) throw notFound(phrases.notFound(res.descriptor));
    return toRecord(res, row);
  }

  /**
   * Sets a boolean field to `value` on the records among `ids` not already so, in one transaction (the rows
   * locked first): each id answers changed, unchanged (already so) or 404.
   */
  async setFlag(res: Resource, field: string, ids: string[], value: boolean): Promise<BulkAnswer> {
    const { found, changed } = await this.repo.transaction((repo) => repo.setFlag(res, field, ids, value));
    const results: BulkResult[] = ids.map((id) =>
      !found.has(id) ? { id, ok: false, status: 404, message: phrases.notFound(res.descriptor) } : changed.has(id) ? { id, ok: true } : { id, ok: true, unchanged: true },
    );
    const failed = results.filter((r) => !r.ok).length;
    return { results, done: changed.size, failed, unchanged: ids.length - failed - changed.size };
  }

  async remove(res: Resource, id: string, sessionUserId?: string): Promise<void> {
    await this.existing(res, id);
    if (res === this.registry.identity.resource && id === sessionUserId) {
      throw conflict('Você não pode excluir a sua própria conta enquanto está conectado.');
    }
    // Records pointing here would be left with a dangling id: refuse, naming them. The foreign key decides
    // when one is written between this check and the delete.
    for (const { resource, field } of this.registry.referencing(res)) {
      if (await this.repo.countWhere(resource, field, id)) throw conflict(phrases.inUse(res.descriptor, resource.descriptor));
    }
    const columns = Object.values(res.uploads).map((u) => u.column);
    const row = await this.repo.delete(res, id, columns).catch((e: unknown) => {
      const code = pgErrorCode(e);
      const key = code === RESTRICT_VIOLATION || code === FOREIGN_KEY_VIOLATION ? this.keys.get(pgConstraint(e) ?? '') : undefined;
      throw key && key.target === res ? conflict(phrases.inUse(res.descriptor, key.resource.descriptor)) : e;
    });
    if (!row) throw notFound(phrases.notFound(res.descriptor));
    await this.removeFiles(columns.map((c) => row[c]));
  }

  /** Validates a body against the operation's rules and turns it into column values and files to store. */
  private async prepare(res: Resource, rules: BodyRules, body: IncomingBody, before?: Row): Promise<PreparedWrite> {
    const raw = { ...body.values };
    const errors: FieldError[] = [];
    // A file field sent as text: empty means "no file", anything else is a mistake.
    for (const f of rules.uploads) {
      if (!Object.hasOwn(raw, f)) continue;
      if (raw[f] !== '' && raw[f] !== null) errors.push({ field: f, message: SEND_A_FILE });
      delete raw[f];
    }
    const { values, cleared, emptied } = prepareValues(res, rules, raw, body.multipart);
    for (const f of emptied) errors.push({ field: f, message: REQUIRED });

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
      if (before && v === before[u.column]) {
        if (!rules.required.has(u.column)) delete checked[u.column];
        // Unchanged, so not written: a form read before a concurrent upload must not put the old URL back.
        delete values[u.column];
      } else {
        delete checked[u.column];
        errors.push({ field: u.column, message: 'Este arquivo não pertence a este registro: envie-o pelo campo de arquivo.' });
      }
    }
    if (!rules.validate(checked)) errors.push(...toFieldErrors(rules.validate.errors, rules.title));
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
    for (const f of res.secrets) if (typeof values[f] === 'string') values[f] = await this.hasher.hash(values[f]);

    const columns: Record<string, unknown> = { ...values };
    for (const f of cleared) columns[f] = null;
    return { columns, files };
  }

  private async checkReferences(res: Resource, values: Record<string, unknown>) {
    const errors: FieldError[] = [];
    for (const [field, ref] of Object.entries(res.descriptor.references ?? {})) {
      const v = values[field];
      if (v === undefined) continue;
      const target = this.registry.get(ref.resource);
      if (typeof v !== 'string' || !(await this.repo.exists(target, v))) errors.push({ field, message: phrases.notFound(target.descriptor) });
    }
    if (errors.length) throw missingReferences(errors);
  }

  /** The e-mail is taken: said once, and named as the field's error so the form marks it. */
  private uniqueConflict(res: Resource) {
    const { emailField } = this.registry.identity;
    const message = phrases.alreadyExists(res.descriptor, res.field(emailField)?.title ?? emailField);
    return conflict(message, [{ field: emailField, message }]);
  }

  private async checkUnique(res: Resource, values: Record<string, unknown>, before?: Row) {
    const { resource, emailField } = this.registry.identity;
    const email = values[emailField];
    if (res !== resource || typeof email !== 'string') return;
    const taken = await this.repo.findBy(res, emailField, email, { caseless: true, exceptId: before?.id as string | undefined });
    if (taken.length) throw this.uniqueConflict(res);
  }

  /** Stores the files, runs the write, and removes the new files again if the write fails. */
  private async commit(
    res: Resource,
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
      // Two sign-ups with one e-mail at the same instant: the unique index decides.
      if (pgErrorCode(e) === UNIQUE_VIOLATION) throw this.uniqueConflict(this.registry.identity.resource);
      // The referenced record was deleted after checkReferences saw it: the same answer as if it never had been.
      const key = pgErrorCode(e) === FOREIGN_KEY_VIOLATION ? this.keys.get(pgConstraint(e) ?? '') : undefined;
      if (key && key.resource === res) throw missingReferences([{ field: key.field, message: phrases.notFound(key.target.descriptor) }]);
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
