import { numberCell, type PanelData } from '../../../engine/contract';
import { csvHeader, csvLine, type CsvCell } from '../../transports';

/** A cell of a panel's table: a number a spreadsheet sums (money with its cents, a percent as its fraction), else text. */
function cell(value: string | number | null | undefined, unit: PanelData['unit']): CsvCell {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'number') return String(value);
  return { number: numberCell(value, unit === 'money') };
}

/** The panel's table as CSV: the same columns and rows as painel.panel, as every export writes it. */
export function panelCsv(data: PanelData): string {
  return csvHeader(data.columns.map((c) => c.label)) + data.rows.map((row) => csvLine(data.columns.map((c) => cell(row[c.key], c.unit)))).join('');
}
