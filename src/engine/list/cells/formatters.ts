const money = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** 1234.5 → "R$ 1.234,50" */
export const formatMoney = (value: unknown) => (typeof value === 'number' ? money.format(value) : '');

/** "2026-03-01" → "01/03/2026", without going through a Date (no time-zone shift of a calendar date). */
export function formatDate(value: unknown): string {
  if (typeof value !== 'string') return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : value;
}

export function formatText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'number') return value.toLocaleString('pt-BR');
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  return String(value);
}
