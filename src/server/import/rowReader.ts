import { fieldInfo, kinds, type FieldInfo, type ImportColumn, type ImportProblem } from '../../engine/contract';
import { hasNul } from '../http';
import type { Registry, Resource } from '../model';
import type { FlagField } from './importFields';
import { folded } from './importFields';
import type { ReferenceFinder } from './referenceFinder';
import type { Cell } from './sheetRows';

/** What one row of the file says: the record it updates (if any), its values, the flags its actions set, and what is wrong. */
export interface RowReading {
  id?: string;
  values: Record<string, unknown>;
  flags: Record<string, boolean>;
  /** Each reference cell as the file gave it (a title, or an id), for the preview: values hold the id found. */
  said: Record<string, string>;
  problems: ImportProblem[];
}

/** Painel's own export marks text that a spreadsheet would run as a formula with an apostrophe: read back, it goes. */
const EXPORTED_FORMULA = /^'[=+\-@\t\r]/;

const NUL_IN_CELL = 'A célula contém um caractere nulo (U+0000), que não é aceito.';

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Reads a row's cells into values the way a form reads what a person types: through each field kind's Brazilian
 * reading ("1.234,56", "31/12/2026", "Sim", "Inativa"), named choices by their names, references by title or id.
 * A sheet's own numbers, dates and yes/no (XLSX) are taken as they are typed.
 */
export class RowReader {
  private readonly infos: Map<string, FieldInfo>;
  private readonly flagFields: Set<string>;

  constructor(
    res: Resource,
    private readonly registry: Registry,
    private readonly columns: ImportColumn[],
    flags: FlagField[],
    private readonly references: ReferenceFinder,
  ) {
    this.infos = new Map(columns.filter((c) => c.field && c.field !== 'id').map((c) => [c.field!, fieldInfo(res.descriptor, c.field!)]));
    this.flagFields = new Set(flags.map((f) => f.field));
  }

  /** True when every cell is blank: such a row is skipped, as a spreadsheet's trailing rows are. */
  static blank(cells: Cell[]): boolean {
    return cells.every((c) => c === null || c === undefined || (typeof c === 'string' && !c.trim()));
  }

  async read(cells: Cell[], row: number): Promise<RowReading> {
    const reading: RowReading = { values: {}, flags: {}, said: {}, problems: [] };
    for (const [i, { header, field }] of this.columns.entries()) {
      const cell = cells[i] ?? null;
      if (!field || cell === null || (typeof cell === 'string' && !cell.trim())) continue;
      // The database's text cannot hold U+0000: said here, before any lookup or write, so the dry run refuses
      // what the commit would (a write, or the lookup of an ID or a reference, would fail with a 500).
      if (hasNul(cell)) {
        reading.problems.push({ row, column: header, message: NUL_IN_CELL });
        continue;
      }
      if (field === 'id') {
        reading.id = String(cell).trim();
        continue;
      }
      const info = this.infos.get(field)!;
      const value = await this.value(cell, info);
      if ('message' in value) reading.problems.push({ row, column: header, message: value.message });
      else if (value.value === undefined) continue;
      else if (this.flagFields.has(field)) reading.flags[field] = value.value as boolean;
      else {
        reading.values[field] = value.value;
        if (info.kind === 'reference') reading.said[field] = String(cell).trim();
      }
    }
    return reading;
  }

  private async value(cell: Exclude<Cell, null>, info: FieldInfo): Promise<{ value: unknown } | { message: string }> {
    const kind = info.kind;
    if (typeof cell === 'number') {
      if (kinds[kind].input === 'decimal') return { value: cell };
      if (kind === 'boolean' && (cell === 0 || cell === 1)) return { value: cell === 1 };
    }
    if (typeof cell === 'boolean' && kind === 'boolean') return { value: cell };
    if (cell instanceof Date) {
      if (kind === 'date') return { value: isoDay(cell) };
      if (kind === 'date-time') return { value: cell.toISOString() };
    }
    // A CPF or a phone the sheet took for a number, and so lost its leading zeros: its text again.
    const written = kinds[kind].written;
    let text = cell instanceof Date ? isoDay(cell) : typeof cell === 'number' && written ? written.fromNumber(cell) : String(cell);
    if (EXPORTED_FORMULA.test(text)) text = text.slice(1);
    if (info.choices) {
      const choice = info.choices.find((c) => folded(c.label) === folded(text) || folded(String(c.value)) === folded(text));
      return choice ? { value: choice.value } : { message: `Use ${info.choices.map((c) => c.label).join(', ')}.` };
    }
    const parsed = kinds[kind].parse(text, info);
    if ('message' in parsed) return parsed;
    if ('empty' in parsed) return { value: undefined };
    if (kind === 'reference' && info.target) {
      const found = await this.references.find(this.registry.get(info.target), String(parsed.value));
      return 'id' in found ? { value: found.id } : found;
    }
    return parsed;
  }
}
