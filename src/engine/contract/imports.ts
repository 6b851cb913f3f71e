import type { ResourceDescriptor } from './descriptor.types';
import type { ImportProblem, ImportReport } from './painelCalls';

// The facts of an import (POST /api/painel/import/{resource}, with or without ?dryRun=true) both edges share
// beside its report's shape (declared with the call, generated as painelCalls.ts): its parts, its limits, its
// progress lines.

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
