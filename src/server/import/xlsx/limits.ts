import { badRequest, HttpError } from '../../http';

export { MAX_ROW_CHARS } from '../cell';

/**
 * The most an XLSX may unpack to: counted as its parts inflate, whatever its headers say (a zip's size says
 * nothing of what it unpacks to: a few MB of repeated XML unpack to GBs).
 */
export const MAX_XLSX_UNZIPPED = Number(process.env.IMPORT_MAX_XLSX_UNZIPPED_BYTES) || 100 * 1024 * 1024;

// What one workbook may hold while it is read, so the server's memory stays flat whatever the file says. Each is
// far above what an office's workbook holds; past one, CSV (read as a stream, cell by cell) is the way.
/** The shared strings (Excel keeps each distinct text once) are held for the whole read: their UTF-8 bytes… */
export const MAX_SHARED_TEXT_BYTES = 24 * 1024 * 1024;
/** …and how many there are (4 bytes each). */
export const MAX_SHARED_STRINGS = 2_000_000;
/** Excel's own limit for a cell. */
export const MAX_CELL_CHARS = 32_767;
/** Excel's own limits of a sheet. */
export const MAX_ROWS = 1_048_576;
export const MAX_COLUMNS = 16_384;
/** Number formats and cell styles (Excel allows about 64,000). */
export const MAX_STYLES = 65_536;
/** The parts a zip may list (an XLSX has a dozen, more with images). */
export const MAX_ZIP_ENTRIES = 4096;
/** Text the XML parser may gather without a tag or a text's end: more is no cell of a spreadsheet. */
export const MAX_XML_STRETCH = 1024 * 1024;

export const unreadable = () => badRequest('Não foi possível ler a planilha XLSX: salve-a de novo no Excel ou envie um CSV.');

/** 413: past one of the limits above; `what` says which, in the person's words. */
export const tooLarge = (what: string) => new HttpError(413, `A planilha é grande demais para XLSX (${what}): envie-a como CSV, ou em partes.`);

export const tooLargeUnzipped = () => tooLarge(`mais de ${Math.round(MAX_XLSX_UNZIPPED / 1024 / 1024)} MB descompactada`);
