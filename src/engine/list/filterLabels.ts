import { brazilianDate, fieldInfo, FILTER_OP_WORDS, isPeriodFilter, kinds, readFilterValue, type FilterParam, type ResourceDescriptor } from '../contract';
import { periodText } from './periodFilter';

/** A filter value as the user reads it, worded by its field's kind: "Ativa", "01/03/2026", "R$ 1.500,00". References are named elsewhere (they need a read). */
export function filterValueText(d: ResourceDescriptor, p: FilterParam, raw: string): string {
  const read = readFilterValue(p, raw);
  if ('message' in read) return raw;
  if (isPeriodFilter(p.kind)) return periodText(raw);
  // A day stands for the whole day of an instant's field ("a partir de 01/03/2026").
  if (p.kind === 'date-time' && raw.length === 10) return brazilianDate(raw);
  const info = fieldInfo(d, p.field);
  return kinds[info.kind].format(read.value, info);
}

/** "Status: Ativa", "Início: a partir de 01/03/2026", "Preço: até R$ 500,00", "Livre entre 01/12/2026 e 15/12/2026". */
export function filterChipLabel(p: FilterParam, valueText: string): string {
  if (isPeriodFilter(p.kind)) return `${p.title} ${valueText}`;
  const words = FILTER_OP_WORDS[p.op];
  return `${p.title}: ${words ? `${words} ` : ''}${valueText}`;
}
