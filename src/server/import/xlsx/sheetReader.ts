import type { Cell } from '../cell';
import { dateOfSerial } from './dateFormats';
import { MAX_COLUMNS, MAX_ROW_CHARS, MAX_ROWS, tooLarge, unreadable } from './limits';
import type { SharedStrings } from './sharedStrings';
import { StringItem, unescapeXlsx } from './stringItem';
import { xmlEvents } from './xmlEvents';
import type { ZipParts } from './zipParts';

/** A cell that names a shared string: decoded when its row is handed over, not while rows wait in a queue. */
class Shared {
  constructor(readonly index: number) {}
}

type Pending = (Cell | Shared)[];
/** Rows read from a piece of XML, in order; a number is that many rows the sheet skipped (empty). */
type Queued = Pending | number;

/** "AB12" → 28: the column of a cell reference, counted from 1. */
function columnOf(reference: string): number {
  let column = 0;
  for (let i = 0; i < reference.length; i++) {
    const c = reference.charCodeAt(i);
    if (c >= 65 && c <= 90) column = column * 26 + (c - 64);
    else break;
  }
  return column;
}

const trimmed = (text: string): Cell => text.trim() || null;

/** A row the sheet skipped (shared: nothing changes a row it is handed). */
const EMPTY = Object.freeze([]) as unknown as Cell[];

interface SheetContext {
  strings: SharedStrings;
  isDateStyle(style: number): boolean;
  system1904: boolean;
}

/**
 * The rows of a sheet's XML, one at a time as it streams, header first, as read-excel-file gave them: text
 * trimmed (empty is null), numbers, dates of date-formatted cells, yes/no, inline and rich text, errors (#N/A)
 * as empty cells; rows the sheet skips come as empty rows, so row numbers are the spreadsheet's.
 */
export async function* sheetRows(zip: ZipParts, path: string, context: SheetContext): AsyncGenerator<Cell[]> {
  const queue: Queued[] = [];
  let inData = false;
  let lastRow = 0;
  let row: Pending | undefined;
  let column = 0;
  // The cell being read: its type, its style, the text of its <v>, its inline string.
  let type = 'n';
  let style = 0;
  let value: string | undefined;
  let inValue = false;
  let inInline = false;
  const inline = new StringItem();
  let hasInline = false;

  const cellValue = (): Cell | Shared => {
    switch (type) {
      case 's':
        return value ? new Shared(Number(value)) : null;
      case 'str':
        return value === undefined ? null : trimmed(unescapeXlsx(value));
      case 'inlineStr':
        return hasInline ? trimmed(inline.take()) : null;
      case 'b':
        if (!value) return null;
        if (value === '1' || value === '0') return value === '1';
        throw unreadable();
      case 'e':
        return null;
      case 'd': {
        if (!value) return null;
        const date = new Date(value);
        if (Number.isNaN(date.getTime())) throw unreadable();
        return date;
      }
      case 'n': {
        if (!value) return null;
        const number = Number(value);
        if (Number.isNaN(number)) throw unreadable();
        return context.isDateStyle(style) ? dateOfSerial(number, context.system1904) : number;
      }
      default:
        throw unreadable();
    }
  };

  const handlers = {
    open(name: string, a: Record<string, string>) {
      if (name === 'sheetData') inData = true;
      if (!inData) return;
      if (name === 'row') {
        const number = a.r === undefined ? lastRow + 1 : Number(a.r);
        if (!Number.isInteger(number) || number <= lastRow || number > MAX_ROWS) throw unreadable();
        if (number > lastRow + 1) queue.push(number - lastRow - 1);
        lastRow = number;
        row = [];
        column = 0;
      } else if (name === 'c' && row) {
        const at = a.r === undefined ? column + 1 : columnOf(a.r);
        if (at <= column || at > MAX_COLUMNS) throw unreadable();
        column = at;
        type = a.t ?? 'n';
        style = a.s === undefined ? 0 : Number(a.s);
        value = undefined;
        hasInline = false;
        inline.clear();
      } else if (name === 'v') {
        inValue = true;
        value = '';
      } else if (name === 'is') {
        inInline = true;
        hasInline = true;
      } else if (inInline) inline.open(name);
    },
    close(name: string) {
      if (!inData) return;
      if (name === 'sheetData') inData = false;
      else if (name === 'row' && row) {
        queue.push(row);
        row = undefined;
      } else if (name === 'c' && row) {
        const cell = cellValue();
        if (cell !== null) {
          while (row.length < column - 1) row.push(null);
          row.push(cell);
        }
      } else if (name === 'v') inValue = false;
      else if (name === 'is') inInline = false;
      else if (inInline) inline.close(name);
    },
    text(text: string) {
      if (inValue) {
        value += text;
        // A <v> holds a number, an index or a short formula result.
        if (value!.length > MAX_ROW_CHARS) throw unreadable();
      } else if (inInline) inline.add(text);
    },
  };

  /** A row as handed over: its shared strings decoded, within MAX_ROW_CHARS in all. */
  const handed = (pending: Pending): Cell[] => {
    let chars = 0;
    return pending.map((cell) => {
      const resolved = cell instanceof Shared ? trimmed(context.strings.get(cell.index)) : cell;
      if (typeof resolved === 'string' && (chars += resolved.length) > MAX_ROW_CHARS) throw tooLarge('uma linha com mais de 1 milhão de caracteres');
      return resolved;
    });
  };

  for await (const _ of xmlEvents(zip.text(path), handlers)) {
    for (const item of queue.splice(0)) {
      if (typeof item === 'number') for (let i = 0; i < item; i++) yield EMPTY;
      else yield handed(item);
    }
  }
}
