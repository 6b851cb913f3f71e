import { fieldInfo, kinds, TIMESTAMP_FIELDS, type CsvContext } from '../../engine/contract';
import { badRequest } from '../http';
import type { Resource } from '../model';
import type { ExportRow } from '../records';

/**
 * CSV as Excel in Brazilian Portuguese opens it: UTF-8 with a byte-order mark (else it reads Latin-1), `;`
 * between cells (`,` is the decimal separator there), CRLF between lines, a cell quoted when it holds `;`, a
 * quote or a line break (RFC 4180), quotes doubled. Each cell is written by its field's kind (numbers a
 * spreadsheet can sum, dates it reads as dates, absolute links; src/engine/contract/kinds).
 */
const BOM = '\uFEFF';
const SEPARATOR = ';';
const NEWLINE = '\r\n';

export function csvCell(text: string): string {
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const csvLine = (cells: string[]) => cells.map(csvCell).join(SEPARATOR) + NEWLINE;

interface CsvColumn {
  field: string;
  title: string;
  cell(row: ExportRow, origin: string): string;
}

/** The id, then every field the answer carries (never a secret: the rows carry none), then the creation and last-change times. */
export function exportableFields(res: Resource): string[] {
  return [...res.publicColumns, 'createdAt', 'updatedAt'];
}

/**
 * The `columns` an export asks for ("name,price,createdAt": the list's visible columns), checked against what
 * may be written; absent, every exportable field. Nothing asked for is repeated in a message.
 */
export function exportFields(res: Resource, asked: unknown): string[] | undefined {
  if (asked === undefined) return undefined;
  const allowed = exportableFields(res);
  const fields = typeof asked === 'string' ? asked.split(',').map((f) => f.trim()).filter(Boolean) : [];
  if (!fields.length || fields.length > allowed.length || fields.some((f) => !allowed.includes(f))) {
    const message = `Colunas inválidas. Esta exportação aceita: ${allowed.join(', ')}.`;
    throw badRequest(message, [{ field: 'columns', message }]);
  }
  return [...new Set(fields)];
}

const timestampOf = (row: ExportRow, field: string) => (field === 'createdAt' ? row.createdAt : field === 'updatedAt' ? row.updatedAt : undefined);

/** The columns to write: `fields` in that order (the list's visible columns), else every exportable field. */
export function csvColumns(res: Resource, fields: string[] = exportableFields(res)): CsvColumn[] {
  const d = res.descriptor;
  return fields.map((field) => {
    const info = fieldInfo(d, field);
    const kind = kinds[info.kind];
    const listed = d.list?.columns.find((c) => c.field === field)?.label;
    const title = listed ?? (field in TIMESTAMP_FIELDS ? info.schema.title : res.field(field)?.title) ?? field;
    return {
      field,
      title,
      cell: (row, origin) => {
        const value = timestampOf(row, field)?.toISOString() ?? row.values[field];
        const ctx: CsvContext = { origin, title: row.titles[field] };
        return kind.csv(value ?? undefined, info, ctx);
      },
    };
  });
}

/** The whole file as text chunks: the BOM and the header, then one chunk per batch of rows. `origin` makes stored files' links absolute. */
export async function* csvChunks(columns: CsvColumn[], batches: AsyncIterable<ExportRow[]>, origin: string): AsyncGenerator<string> {
  yield BOM + csvLine(columns.map((c) => c.title));
  for await (const rows of batches) yield rows.map((r) => csvLine(columns.map((c) => c.cell(r, origin)))).join('');
}
