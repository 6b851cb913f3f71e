/** A spreadsheet cell: text from a CSV; from an XLSX, also numbers, dates and yes/no as the sheet typed them. */
export type Cell = string | number | boolean | Date | null;
