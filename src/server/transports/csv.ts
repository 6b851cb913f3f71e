import { formatDate, formatDateTime, formatMoney, formatNumber, TIMESTAMP_FIELDS, type Column } from '../../engine/contract';
import type { Resource } from '../model';
import type { ExportRow } from '../records';

/**
 * CSV as Excel in Brazilian Portuguese opens it: UTF-8 with a byte-order mark (else it reads Latin-1), `;`
 * between cells (`,` is the decimal separator there), CRLF between lines, a cell quoted when it holds `;`, a
 * quote or a line break (RFC 4180), quotes doubled. Cells read as the list shows them.
 */
const BOM = '\uFEFF';
const SEPARATOR = ';';
const NEWLINE = '\r\n';

/** A cell Excel or LibreOffice would run as a formula (=, +, -, @; a tab or CR before one) when the text came from a person. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Text someone typed is written with a leading apostrophe when it would start a formula
 * (`=HYPERLINK(...)` in a name): the spreadsheet shows it as text. Numbers, money and dates are written by the
 * server and never get one.
 */
export const typedText = (value: unknown) => {
  const text = value === undefined || value === null ? '' : String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
};

export function csvCell(text: string): string {
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const csvLine = (cells: string[]) => cells.map(csvCell).join(SEPARATOR) + NEWLINE;

interface CsvColumn {
  title: string;
  cell(row: ExportRow): string;
}

/** How one list column writes a value, by its kind. */
function cellOf(res: Resource, column: Column): CsvColumn['cell'] {
  const { field } = column;
  const schema = res.field(field);
  switch (column.kind ?? 'text') {
    case 'money':
      return (r) => formatMoney(r.values[field]);
    case 'date':
      return (r) => formatDate(r.values[field]);
    case 'boolean': {
      // A missing flag is the field's default, as the toggle reads it.
      const fallback = typeof schema?.default === 'boolean' ? schema.default : undefined;
      return (r) => {
        const v = r.values[field] ?? fallback;
        return v === true ? (column.trueLabel ?? 'Sim') : v === false ? (column.falseLabel ?? 'Não') : '';
      };
    }
    case 'reference':
      return (r) => typedText(r.titles[field] ?? r.values[field]);
    default:
      return (r) => {
        const v = r.values[field];
        return typeof v === 'number' ? formatNumber(v) : typedText(v);
      };
  }
}

/** The list's columns (never a secret: the rows carry none), then the creation and last-change times. */
export function csvColumns(res: Resource): CsvColumn[] {
  const columns: CsvColumn[] = (res.descriptor.list?.columns ?? [])
    .filter((c) => !res.secrets.has(c.field))
    .map((c) => ({ title: c.label ?? res.field(c.field)?.title ?? c.field, cell: cellOf(res, c) }));
  columns.push({ title: TIMESTAMP_FIELDS.createdAt.title, cell: (r) => formatDateTime(r.createdAt) });
  columns.push({ title: TIMESTAMP_FIELDS.updatedAt.title, cell: (r) => formatDateTime(r.updatedAt) });
  return columns;
}

/** The whole file as text chunks: the BOM and the header, then one chunk per batch of rows. */
export async function* csvChunks(res: Resource, batches: AsyncIterable<ExportRow[]>): AsyncGenerator<string> {
  const columns = csvColumns(res);
  yield BOM + csvLine(columns.map((c) => c.title));
  for await (const rows of batches) yield rows.map((r) => csvLine(columns.map((c) => c.cell(r)))).join('');
}
