import type { Cell } from '../cell';
import { sheetRows } from './sheetReader';
import { dateStyles, sharedStrings, workbookParts } from './workbookParts';
import { ZipParts } from './zipParts';

/**
 * The rows of an XLSX's first sheet, header first, one at a time as its XML inflates: never the whole sheet in
 * memory (read-excel-file read it whole), and never more inflated than MAX_XLSX_UNZIPPED, whatever its headers
 * say. Its shared strings are held compactly, within limits (limits.ts); past one, 413 suggesting CSV.
 */
export async function* xlsxRows(path: string): AsyncGenerator<Cell[]> {
  const zip = await ZipParts.open(path);
  try {
    const parts = await workbookParts(zip);
    // What the directory says the rest unpacks to: a file that says too much is refused before it is read.
    zip.refuseDeclaredOver([parts.styles, parts.sharedStrings, parts.sheet].filter((p): p is string => p !== undefined));
    const isDateStyle = await dateStyles(zip, parts.styles);
    const strings = await sharedStrings(zip, parts.sharedStrings);
    yield* sheetRows(zip, parts.sheet, { strings, isDateStyle, system1904: parts.system1904 });
  } finally {
    zip.close();
  }
}
