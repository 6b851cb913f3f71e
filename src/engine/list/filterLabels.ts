import { formatDate, formatDateTime, formatMoney, formatNumber, type FilterParam, type ResourceDescriptor } from '../contract';

/** The words a yes/no filter offers: the list column's ("Ativa" / "Inativa"), else "Sim" / "Não". */
export function booleanLabels(d: ResourceDescriptor, field: string): { true: string; false: string } {
  const column = d.list?.columns.find((c) => c.field === field);
  return { true: column?.trueLabel ?? 'Sim', false: column?.falseLabel ?? 'Não' };
}

/** A filter value as the user reads it: "Ativa", "01/03/2026", "R$ 1.500,00". References are named elsewhere (they need a read). */
export function filterValueText(d: ResourceDescriptor, p: FilterParam, raw: string): string {
  switch (p.kind) {
    case 'boolean':
      return raw === 'true' ? booleanLabels(d, p.field).true : booleanLabels(d, p.field).false;
    case 'date':
      return formatDate(raw);
    case 'date-time':
      return raw.length === 10 ? formatDate(raw) : formatDateTime(raw);
    case 'number':
      return d.list?.columns.find((c) => c.field === p.field)?.kind === 'money' ? formatMoney(Number(raw)) : formatNumber(Number(raw));
    default:
      return raw;
  }
}

/** "Status: Ativa", "Início: a partir de 01/03/2026", "Preço: até R$ 500,00". */
export function filterChipLabel(p: FilterParam, valueText: string): string {
  const prefix = p.op === 'gte' ? 'a partir de ' : p.op === 'lte' ? 'até ' : '';
  return `${p.title}: ${prefix}${valueText}`;
}
