// Money and dates are formatted as the server's CSV export formats them: one definition, in the contract.
export { formatDate, formatMoney } from '../../contract';

export function formatText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'number') return value.toLocaleString('pt-BR');
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  return String(value);
}
