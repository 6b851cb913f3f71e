import { randomUUID } from 'node:crypto';
import {
  IMPORT_MAX_PROBLEMS,
  IMPORT_PREVIEW_ROWS,
  counted,
  fieldInfo,
  formatDateTime,
  importProblemText,
  kinds,
  phrases,
  type ImportPreviewRow,
  type ImportProblem,
  type ImportReport,
} from '../../engine/contract';
import type { WriteContext } from '../history';
import { badRequest, HttpError } from '../http';
import type { Registry, Resource } from '../model';
import type { RecordService } from '../records';
import type { IncomingBody } from '../uploads';
import type { BodyRules } from '../validation';
import { folded, importFields, matchColumns, type FlagField } from './importFields';
import { ReferenceFinder } from './referenceFinder';
import { fileSeen, readMapping, readSeen } from './requestParts';
import { RowReader, type RowReading } from './rowReader';
import { sheetRows, type Cell } from './sheetRows';
import type { SpooledUpload } from './spooledUpload';

/** A flag a row may set, through its action (the toggle's "set many"), when the role may run it. */
export interface ImportFlag extends FlagField {
  set(service: RecordService, id: string, value: boolean, ctx: WriteContext): Promise<unknown>;
}

/** A resource as an import writes it, for one request's role. */
export interface ImportTarget {
  res: Resource;
  create: BodyRules;
  /** Rules of an update that changes only the file's columns; absent when rows may not update. */
  update?: BodyRules;
  /** The resource updates at all (an ID column is then read, and refused row by row to a role that may not). */
  updates: boolean;
  mayCreate: boolean;
  flags: ImportFlag[];
  /** Fields the role may not read or change: no column fills them (hidden ones are not even named). */
  withheld: Set<string>;
  /** Whether the role may look a reference's target up by title (it may list it); otherwise only ids are taken. */
  mayFind(target: Resource): boolean;
}

/** How often a long import says how far it got. */
const PROGRESS_EVERY = 1000;

const asBody = (values: Record<string, unknown>): IncomingBody => ({ values, files: new Map(), multipart: false });

/** A row's record changed after the dry run (the update's 412): who and when, in the import's words. */
function changedSinceCheck(res: Resource, e: HttpError): string {
  const by = e.extra?.changedBy as { name: string; at: string } | undefined;
  const record = phrases.thisRecord(res.descriptor);
  const again = 'depois da verificação. Verifique o arquivo de novo.';
  if (!by) return `${record.replace(/^./, (c) => c.toUpperCase())} foi alterad${res.descriptor.labels.gender === 'f' ? 'a' : 'o'} ${again}`;
  const [day, time] = formatDateTime(by.at).split(' ');
  return `${by.name} alterou ${record} em ${day} às ${time}, ${again}`;
}

/**
 * Reads a spreadsheet into a resource, row by row (memory stays flat: one row at a time, the file read from
 * disk), with the checks of the form and the server: each field's Brazilian reading, the schema and its
 * cross-field limits, references, unique values in the file and in the database.
 *
 * Dry run: every row is checked, nothing written; the report lists each problem with its row and column.
 * Commit: one transaction, every record under one bulk id and the request's one undo token; the first row with
 * a problem refuses the whole file (422 naming the row) and nothing stays written.
 */
export async function runImport(
  service: RecordService,
  registry: Registry,
  target: ImportTarget,
  file: SpooledUpload,
  dryRun: boolean,
  ctx: WriteContext,
  /** Told every PROGRESS_EVERY rows read (and checked or written), for a progress bar. */
  onProgress?: (rows: number) => void,
): Promise<ImportReport> {
  const { res } = target;
  const mapping = readMapping(file.fields);
  const seen = dryRun ? undefined : readSeen(file.fields);
  const rows = sheetRows(file.path)[Symbol.asyncIterator]();
  const first = await rows.next();
  const headers = first.done ? [] : (first.value as Cell[]).map((c) => (c === null ? '' : String(c).trim()));
  if (!headers.some(Boolean)) {
    await rows.return?.(undefined);
    throw badRequest('A primeira linha do arquivo deve trazer os títulos das colunas.');
  }

  const plural = res.descriptor.labels.plural.toLocaleLowerCase('pt-BR');
  const fields = importFields(res, target.create, target.flags, target.updates).filter((f) => !target.withheld.has(f.name));
  const { columns, problems: columnProblems } = matchColumns(headers, fields, mapping);
  const report: ImportReport = { dryRun, rows: 0, create: 0, update: 0, columns, fields, problems: [], problemCount: 0, preview: [] };
  // The commit holds the file to what its dry run saw: the same file and columns, each record at the version seen.
  const sawFile = fileSeen(file.sha256, columns);
  if (dryRun) report.seen = { file: sawFile, versions: [] };
  const note = (p: ImportProblem) => {
    report.problemCount++;
    if (report.problems.length < IMPORT_MAX_PROBLEMS) report.problems.push(p);
  };
  columnProblems.forEach(note);
  if (!columns.some((c) => c.field)) {
    note({ row: 1, message: `Nenhuma coluna corresponde a um campo de ${plural}: ligue as colunas aos campos, ou use o modelo.` });
  }
  // A required field without a column is said once, not on every row that creates.
  const absent = new Set(fields.filter((f) => f.required && !columns.some((c) => c.field === f.name)).map((f) => f.name));
  const headerOf = (field: string) => columns.find((c) => c.field === field)?.header ?? fields.find((f) => f.name === field)?.title ?? field;

  // References are looked up on the service the rows are written with: inside a commit, its transaction (on
  // PGlite, a lookup outside it would wait for the transaction that waits for it).
  const readerFor = (svc: RecordService) => new RowReader(res, registry, columns, target.flags, new ReferenceFinder(svc, target.mayFind));
  const uniqueField = registry.identity.resource === res ? registry.identity.emailField : undefined;
  const seenIds = new Map<string, number>();
  const seenUnique = new Map<string, number>();
  let createsWithoutColumns = 0;
  const flagOf = new Map(target.flags.map((f) => [f.field, f]));
  const bulk = { ...ctx, bulkId: randomUUID(), source: 'import' };

  /**
   * What the row would write, or why not; `write` (commit) writes it on the transaction's service, an update at
   * version `expected` when the dry run said. Answers the version an update was checked against.
   */
  const settle = async (svc: RecordService, reading: RowReading, row: number, write: boolean, expected?: number): Promise<number | undefined> => {
    const { id, problems } = reading;
    // What makes the row unwritable whatever its values: said alone.
    const refused: ImportProblem[] = [];
    if (id !== undefined) {
      if (!target.update) refused.push({ row, column: headerOf('id'), message: `Seu perfil não altera ${plural} existentes: deixe esta coluna vazia para criar.` });
      else if (seenIds.has(id)) refused.push({ row, column: headerOf('id'), message: `Este ID já está na linha ${seenIds.get(id)}.` });
      else seenIds.set(id, row);
    } else if (!target.mayCreate) refused.push({ row, message: `Seu perfil não cria ${plural}: informe o ID do registro a alterar.` });
    if (uniqueField && typeof reading.values[uniqueField] === 'string') {
      const key = folded(reading.values[uniqueField] as string);
      const earlier = seenUnique.get(key);
      if (earlier !== undefined) refused.push({ row, column: headerOf(uniqueField), message: `Repete o valor da linha ${earlier}.` });
      else seenUnique.set(key, row);
    }
    if (refused.length) {
      problems.push(...refused);
      return;
    }
    // A create without a column it needs: said once for the file (missing), not on each such row.
    if (id === undefined && absent.size) {
      createsWithoutColumns++;
      return;
    }
    const rules = id === undefined ? target.create : target.update!;
    // The rest of a row whose cells could not all be read is still checked, for the other columns' problems.
    const unread = new Set(problems.map((p) => p.column));
    let version: number | undefined;
    try {
      if (!write || problems.length) version = await svc.check(res, rules, asBody(reading.values), id);
      else {
        const at = expected === undefined ? bulk : { ...bulk, ifMatch: { versions: [expected] } };
        const record = id === undefined ? await svc.create(res, rules, asBody(reading.values), bulk) : await svc.update(res, rules, id, asBody(reading.values), at);
        for (const [field, value] of Object.entries(reading.flags)) await flagOf.get(field)!.set(svc, String(record.id), value, bulk);
      }
    } catch (e) {
      if (!(e instanceof HttpError) || e.statusCode >= 500) throw e;
      if (e.statusCode === 412) problems.push({ row, column: headerOf('id'), message: changedSinceCheck(res, e) });
      else if (!e.errors?.length) problems.push({ row, ...(e.statusCode === 404 && id !== undefined ? { column: headerOf('id') } : {}), message: e.message });
      for (const fe of e.errors ?? []) if (!unread.has(headerOf(fe.field))) problems.push({ row, column: headerOf(fe.field), message: fe.message });
    }
    // In the file's column order, as the person reads the row.
    const place = (p: ImportProblem) => (p.column === undefined ? -1 : headers.indexOf(p.column));
    problems.sort((a, b) => place(a) - place(b));
    return version;
  };

  /** A row as the person reads it. A reference by its record's title where the role may list its target, else as the file gave it. */
  const preview = async (svc: RecordService, reading: RowReading, row: number): Promise<ImportPreviewRow> => {
    const values: Record<string, string> = {};
    for (const [field, value] of Object.entries({ ...reading.values, ...reading.flags })) {
      const info = fieldInfo(res.descriptor, field);
      if (info.kind !== 'reference' || !info.target) values[field] = kinds[info.kind].format(value, info);
      else {
        const to = registry.get(info.target);
        const title = to.descriptor.titleField && target.mayFind(to) ? (await svc.titles(to, [String(value)])).get(String(value)) : undefined;
        values[field] = typeof title === 'string' && title.trim() ? title : (reading.said[field] ?? String(value));
      }
    }
    return { row, operation: reading.id === undefined ? 'create' : 'update', ...(reading.id !== undefined ? { id: reading.id } : {}), values };
  };

  const readAll = async (svc: RecordService, write: boolean) => {
    const reader = readerFor(svc);
    let row = 1;
    let updates = 0;
    for (let next = await rows.next(); !next.done; next = await rows.next()) {
      row++;
      const cells = next.value as Cell[];
      if (RowReader.blank(cells)) continue;
      report.rows++;
      if (report.rows % PROGRESS_EVERY === 0) onProgress?.(report.rows);
      const reading = await reader.read(cells, row);
      // The rows that update, in order: the dry run notes each one's version; its commit writes at that version.
      const expected = seen && reading.id !== undefined ? (seen.versions[updates++] ?? 0) : undefined;
      const version = await settle(svc, reading, row, write, expected);
      if (report.seen && reading.id !== undefined) report.seen.versions.push(version ?? 0);
      if (reading.id === undefined) report.create++;
      else report.update++;
      reading.problems.forEach(note);
      if (!reading.problems.length && report.preview.length < IMPORT_PREVIEW_ROWS) report.preview.push(await preview(svc, reading, row));
      if (write && createsWithoutColumns) missing();
      // A commit stops at its first problem: the transaction is rolled back whole.
      if (write && report.problemCount) return;
    }
  };

  const missing = () => {
    if (!createsWithoutColumns) return;
    for (const f of absent) note({ row: 1, column: fields.find((x) => x.name === f)!.title, message: 'Falta esta coluna, obrigatória para criar registros.' });
  };

  try {
    if (seen && seen.file !== sawFile) throw new HttpError(422, 'O arquivo ou as colunas mudaram desde a verificação: verifique de novo antes de importar.');
    if (dryRun) {
      if (columns.some((c) => c.field)) await readAll(service, false);
      missing();
      return report;
    }
    if (report.problemCount) throw refusal(report);
    await service.transaction(async (svc) => {
      await readAll(svc, true);
      if (report.problemCount) throw refusal(report);
      if (!report.rows) throw badRequest('O arquivo não tem linhas com dados.');
    });
  } finally {
    // However it ended (a refusal at row 3 of 100,000), the file is let go: its descriptor closed, its space freed.
    await rows.return?.(undefined);
  }
  report.bulkId = bulk.bulkId;
  return report;
}

/** The whole file refused: 422 naming the first problem, with the report beside the message. */
function refusal(report: ImportReport): HttpError {
  const first = report.problems[0];
  const more = report.problemCount > 1 ? ` (e mais ${counted(report.problemCount - 1, 'problema', 'problemas')})` : '';
  return new HttpError(422, `Nada foi importado. ${first ? importProblemText(first) : ''}${more}`.trim(), undefined, undefined, { report: { ...report, dryRun: false } });
}
