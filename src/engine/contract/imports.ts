import type { ResourceDescriptor } from './descriptor.types';

// What an import answers (POST /api/painel/import/{resource}, with or without ?dryRun=true): the server writes
// this report, the list's "Importar" dialog reads it. One source for both edges.

/** The multipart part that carries the spreadsheet (CSV or XLSX). */
export const IMPORT_FILE_PART = 'file';
/** The multipart part that says how columns the server could not match are read: JSON {"header": "field" | ""}. */
export const IMPORT_MAPPING_PART = 'mapping';
/**
 * The multipart part a commit carries back from its dry run: the report's `seen`, as JSON. With it, a row whose
 * record changed after the dry run is refused; without it (an API client), rows update what is there.
 */
export const IMPORT_SEEN_PART = 'seen';
/** At most this many problems are listed (all are counted): a wrong column would list every row. */
export const IMPORT_MAX_PROBLEMS = 200;
/** The first rows, as they would be written, for the person to check before confirming. */
export const IMPORT_PREVIEW_ROWS = 20;

/** One problem of a file: its spreadsheet row (the header is row 1), the column as the file titles it, why (Portuguese). */
export interface ImportProblem {
  row: number;
  column?: string;
  message: string;
}

/** A column of the file and the field it fills; null: ignored. */
export interface ImportColumn {
  header: string;
  field: string | null;
}

/** A field a column may fill, as the form titles it. `id` is there where rows may update records. */
export interface ImportField {
  name: string;
  title: string;
  required: boolean;
}

/** A row as it would be written: create or update (which record), its values worded as the list shows them. */
export interface ImportPreviewRow {
  row: number;
  operation: 'create' | 'update';
  id?: string;
  values: Record<string, string>;
}

/**
 * What a dry run saw, for its commit to hold the file to: `file` names the file and the columns as placed (a
 * SHA-256), `versions` the version of each record a row updates, in the file's order (0: none was found).
 */
export interface ImportSeen {
  file: string;
  versions: number[];
}

export interface ImportReport {
  /** True when nothing was written (the dry run). */
  dryRun: boolean;
  /** Data rows read (blank rows skipped). */
  rows: number;
  /** Rows that create a record, and rows (carrying an id) that update one. */
  create: number;
  update: number;
  columns: ImportColumn[];
  fields: ImportField[];
  /** The first IMPORT_MAX_PROBLEMS problems, in file order; `problemCount` counts them all. */
  problems: ImportProblem[];
  problemCount: number;
  preview: ImportPreviewRow[];
  /** A commit's bulk id: its history entries share it (its undo token is the Painel-Undo header). */
  bulkId?: string;
  /** A dry run's: what it saw, to send back with the commit (IMPORT_SEEN_PART). */
  seen?: ImportSeen;
}

/** A problem as a sentence: "Linha 3, coluna "Preço (R$)": Informe um número." */
export const importProblemText = (p: ImportProblem): string => `Linha ${p.row}${p.column ? `, coluna "${p.column}"` : ''}: ${p.message}`;

/** "1 problema" / "3 problemas", and the like, for counts said in Portuguese. */
export const counted = (n: number, one: string, many: string): string => `${n.toLocaleString('pt-BR')} ${n === 1 ? one : many}`;

/**
 * Why a resource's records cannot come from a spreadsheet (undefined: they can): it has no create, or a record
 * needs a file or a secret that no cell carries (a password is set by its person, never read from a file).
 */
export function importRefusal(d: Pick<ResourceDescriptor, 'labels' | 'schema' | 'operations' | 'uploads' | 'secrets'>): string | undefined {
  if (!d.operations.create) return `${d.labels.plural}: não há como criar registros.`;
  const uploads = Object.entries(d.uploads ?? {});
  const needed = (d.schema.required ?? []).find((f) => d.secrets?.includes(f) || uploads.some(([part, u]) => part === f || u.column === f));
  return needed ? `${d.labels.plural} não vêm de planilha: "${d.schema.properties[needed]?.title ?? needed}" não pode vir de uma célula.` : undefined;
}

/**
 * The import's answer as it goes, for a client that accepts it (`Accept: application/x-ndjson`): one JSON line
 * per step — `{"progress": {"rows": 5000}}` as rows are read (and checked or written) — and a last line with the
 * outcome, `{"report": …, "undo"?: token}` or `{"error": {"status": 422, "message": …, "report"?: …}}`. Any other client gets
 * the plain JSON answer and its status.
 */
export const IMPORT_PROGRESS_TYPE = 'application/x-ndjson';

export type ImportLine = { progress: { rows: number } } | { report: ImportReport; undo?: string } | { error: { status: number; message: string; report?: ImportReport } };
