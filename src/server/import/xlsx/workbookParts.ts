import { posix } from 'node:path';
import { isDateFormat } from './dateFormats';
import { MAX_STYLES, tooLarge, unreadable } from './limits';
import { SharedStrings } from './sharedStrings';
import { StringItem } from './stringItem';
import { attribute, xmlEvents, type XmlHandlers } from './xmlEvents';
import type { ZipParts } from './zipParts';

/** Where a workbook keeps what its first sheet needs, and how it counts dates. */
interface WorkbookParts {
  sheet: string;
  sharedStrings?: string;
  styles?: string;
  /** Dates counted from 1904 (old Macs) rather than 1900. */
  system1904: boolean;
}

/** Reads a part through `handlers`, to its end. */
async function read(zip: ZipParts, name: string, handlers: XmlHandlers): Promise<void> {
  for await (const _ of xmlEvents(zip.text(name), handlers));
}

/** A relationship's target as a path in the zip: relative to xl/, or from the root when it starts with "/". */
const partPath = (target: string) => (target.startsWith('/') ? target.slice(1) : posix.normalize(`xl/${target}`));

/** The first sheet (workbook.xml, then its relationships), its shared strings and styles, and the date system. */
export async function workbookParts(zip: ZipParts): Promise<WorkbookParts> {
  let firstSheet: string | undefined;
  let system1904 = false;
  await read(zip, 'xl/workbook.xml', {
    open(name, attributes) {
      if (name === 'workbookPr') system1904 = ['1', 'true'].includes(attributes.date1904 ?? '');
      else if (name === 'sheet' && firstSheet === undefined) firstSheet = attribute(attributes, 'id') ?? '';
    },
  });
  const found: Partial<WorkbookParts> = {};
  if (zip.has('xl/_rels/workbook.xml.rels')) {
    await read(zip, 'xl/_rels/workbook.xml.rels', {
      open(name, attributes) {
        if (name !== 'Relationship' || !attributes.Target) return;
        const type = (attributes.Type ?? '').slice((attributes.Type ?? '').lastIndexOf('/') + 1);
        if (type === 'worksheet' && attributes.Id === firstSheet) found.sheet = partPath(attributes.Target);
        else if (type === 'sharedStrings') found.sharedStrings = partPath(attributes.Target);
        else if (type === 'styles') found.styles = partPath(attributes.Target);
      },
    });
  }
  const sheet = found.sheet ?? (firstSheet !== undefined && zip.has('xl/worksheets/sheet1.xml') ? 'xl/worksheets/sheet1.xml' : undefined);
  if (!sheet || !zip.has(sheet)) throw unreadable();
  const sharedStrings = found.sharedStrings ?? 'xl/sharedStrings.xml';
  const styles = found.styles ?? 'xl/styles.xml';
  return { sheet, system1904, ...(zip.has(sharedStrings) ? { sharedStrings } : {}), ...(zip.has(styles) ? { styles } : {}) };
}

/**
 * Which cell styles (a cell's `s`, the index of its `xf` in cellXfs) show a date: through the style's number
 * format, or the format of the base style it names (cellStyleXfs, `xfId`) when it has none of its own.
 */
export async function dateStyles(zip: ZipParts, path: string | undefined): Promise<(style: number) => boolean> {
  if (!path) return () => false;
  const formats = new Map<number, string>();
  const baseFormats: (number | undefined)[] = [];
  const dated: boolean[] = [];
  let list: 'base' | 'cell' | undefined;
  const formatOf = (a: Record<string, string>) => (a.numFmtId === undefined ? undefined : Number(a.numFmtId));
  await read(zip, path, {
    open(name, a) {
      if (name === 'numFmt') {
        if (formats.size >= MAX_STYLES) throw tooLarge(`mais de ${MAX_STYLES.toLocaleString('pt-BR')} formatos`);
        formats.set(Number(a.numFmtId), a.formatCode ?? '');
      } else if (name === 'cellStyleXfs') list = 'base';
      else if (name === 'cellXfs') list = 'cell';
      else if (name === 'xf' && list) {
        if (baseFormats.length + dated.length >= 2 * MAX_STYLES) throw tooLarge(`mais de ${MAX_STYLES.toLocaleString('pt-BR')} estilos`);
        if (list === 'base') baseFormats.push(formatOf(a));
        else {
          const id = formatOf(a) ?? (a.xfId === undefined ? undefined : baseFormats[Number(a.xfId)]);
          dated.push(id !== undefined && isDateFormat(id, formats.get(id)));
        }
      }
    },
    close(name) {
      if (name === 'cellStyleXfs' || name === 'cellXfs') list = undefined;
    },
  });
  return (style) => dated[style] === true;
}

/** The shared strings, trimmed as cells are (an empty one is an empty cell). */
export async function sharedStrings(zip: ZipParts, path: string | undefined): Promise<SharedStrings> {
  const strings = new SharedStrings();
  if (!path) return strings;
  const item = new StringItem();
  let inItem = false;
  await read(zip, path, {
    open(name) {
      if (name === 'si') inItem = true;
      else if (inItem) item.open(name);
    },
    close(name) {
      if (name === 'si') {
        inItem = false;
        strings.add(item.take().trim());
      } else if (inItem) item.close(name);
    },
    text(text) {
      if (inItem) item.add(text);
    },
  });
  return strings;
}
