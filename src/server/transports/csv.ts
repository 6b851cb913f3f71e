import { fieldInfo, kinds, TIMESTAMP_FIELDS, typedCell, type CsvContext } from '../../engine/contract';
import { badRequest } from '../http';
import type { Resource } from '../model';
import type { ExportRow } from '../records';

/**
 * The one writer of every CSV the server makes (a list's export, the activity's, an import's template): CSV as
 * Excel in Brazilian Portuguese opens it: UTF-8 with a byte-order mark (else it reads Latin-1), `;` between
 * cells (`,` is the decimal separator there), CRLF between lines, a cell quoted when it holds `;`, a quote or a
 * line break (RFC 4180), quotes doubled. A text cell that a spreadsheet would run as a formula (=, +, -, @, a
 * tab or CR first) gets an apostrophe first, whoever wrote it; only a number cell is written as it is.
 */
const BOM = '\uFEFF';
const SEPARATOR = ';';
const NEWLINE = '\r\n';

/** A cell: text (a name, a title, a date: never run), or a number a spreadsheet sums ("-3288,68"). */
export type CsvCell = string | { number: string };

function csvCell(cell: CsvCell): string {
  const text = typeof cell === 'string' ? typedCell(cell) : cell.number;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of cells, CRLF-ended. */
export const csvLine = (cells: readonly CsvCell[]) => cells.map(csvCell).join(SEPARATOR) + NEWLINE;

/** The file's start: the byte-order mark and the titles' line. */
export const csvHeader = (titles: readonly string[]) => BOM + csvLine(titles);

interface CsvColumn {
  field: string;
  title: string;
  cell(row: ExportRow, origin: string): CsvCell;
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

/**
 * The columns to write: `fields` in that order (the list's visible columns), else every exportable field. Each
 * cell is worded by its field's kind (numbers a spreadsheet can sum, dates it reads as dates, absolute links;
 * src/engine/contract/kinds); a kind that sorts as a number writes a number.
 */
export function csvColumns(res: Resource, fields: string[] = exportableFields(res)): CsvColumn[] {
  const d = res.descriptor;
  return fields.map((field) => {
    const info = fieldInfo(d, field);
    const kind = kinds[info.kind];
    const numeric = kind.sort === 'number';
    const listed = d.list?.columns.find((c) => c.field === field)?.label;
    const title = listed ?? (field in TIMESTAMP_FIELDS ? info.schema.title : res.field(field)?.title) ?? field;
    return {
      field,
      title,
      cell: (row, origin) => {
        const value = timestampOf(row, field)?.toISOString() ?? row.values[field];
        const ctx: CsvContext = { origin, title: row.titles[field] };
        const text = kind.csv(value ?? undefined, info, ctx);
        return numeric ? { number: text } : text;
      },
    };
  });
}

/** The whole file as text chunks: the BOM and the header, then one chunk per batch of rows. `origin` makes stored files' links absolute. */
export async function* csvChunks(columns: CsvColumn[], batches: AsyncIterable<ExportRow[]>, origin: string): AsyncGenerator<string> {
  yield csvHeader(columns.map((c) => c.title));
  for await (const rows of batches) yield rows.map((r) => csvLine(columns.map((c) => c.cell(r, origin)))).join('');
}
