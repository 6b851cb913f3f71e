/** A spreadsheet cell: text from a CSV; from an XLSX, also numbers, dates and yes/no as the sheet typed them. */
export type Cell = string | number | boolean | Date | null;

/** A row is held whole while it is read and checked: at most this many characters, whatever the file says. */
export const MAX_ROW_CHARS = 1024 * 1024;
