import { brazilianDate, readDate, readPeriod } from '../contract';

/**
 * A period filter ("Livre entre … e …") holds two days in one parameter (`AAAA-MM-DD/AAAA-MM-DD`); the filter
 * dialog keeps each day as typed under a key of its own.
 */
export const periodDraftKeys = (param: string) => ({ from: `${param}:de`, to: `${param}:ate` });

/** The two days in force as a Brazilian types them ("01/12/2026"), or nothing. */
export function typedPeriod(raw: string | undefined): { from?: string; to?: string } {
  const period = raw === undefined ? undefined : readPeriod(raw);
  return period ? { from: brazilianDate(period.from), to: brazilianDate(period.to) } : {};
}

/** The two typed days as the URL writes them, or what is wrong with them (no value: the filter is off). */
export function wirePeriod(from: string | undefined, to: string | undefined): { value: string | undefined } | { message: string } {
  if (!from?.trim() && !to?.trim()) return { value: undefined };
  if (!from?.trim() || !to?.trim()) return { message: 'Informe as duas datas do período.' };
  const start = readDate(from);
  const end = readDate(to);
  if (!('value' in start) || !('value' in end)) return { message: 'Informe datas válidas (dd/mm/aaaa).' };
  if (String(start.value) > String(end.value)) return { message: 'A primeira data deve ser anterior ou igual à segunda.' };
  return { value: `${String(start.value)}/${String(end.value)}` };
}

/** "01/12/2026 e 15/12/2026", as a chip says it after the filter's title. */
export function periodText(raw: string): string {
  const period = readPeriod(raw);
  return period ? `${brazilianDate(period.from)} e ${brazilianDate(period.to)}` : raw;
}
