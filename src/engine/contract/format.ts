import type { Labels } from './descriptor.types';

/** Where dates and times are shown: the business is in Brazil. */
export const DISPLAY_TIME_ZONE = 'America/Sao_Paulo';

const money = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const number = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 10 });
const dateTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: DISPLAY_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const isoDay = new Intl.DateTimeFormat('en-CA', { timeZone: DISPLAY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** 2500.5 → "R$ 2.500,50" (Intl puts a no-break space after "R$"). */
export const formatMoney = (value: unknown) => (typeof value === 'number' ? money.format(value) : '');

/** -23.5505 → "-23,5505": Brazilian decimal comma, every digit kept. */
export const formatNumber = (value: unknown) => (typeof value === 'number' ? number.format(value) : '');

/** "2026-03-01" → "01/03/2026", without going through a Date (no time-zone shift of a calendar date). */
export function formatDate(value: unknown): string {
  if (typeof value !== 'string') return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : value;
}

/** An instant as São Paulo reads it: "23/11/2026 18:06". */
export function formatDateTime(value: unknown): string {
  const d = typeof value === 'string' || value instanceof Date ? new Date(value) : undefined;
  return d && !Number.isNaN(d.getTime()) ? dateTime.format(d).replace(', ', ' ') : '';
}

/** An instant as a sentence says it: "25/11/2026 às 14:03" (who changed what, and when). */
export function formatDayAndTime(value: unknown): string {
  const [day, time] = formatDateTime(value).split(' ');
  return time ? `${day} às ${time}` : '';
}

/** 3600 → "uma hora", 1800 → "30 minutos": a length of time as a sentence says it (whole hours, else minutes, else seconds). */
export function formatDuration(seconds: number): string {
  const [n, one, many] = seconds % 3600 === 0 ? [seconds / 3600, 'uma hora', 'horas'] : seconds % 60 === 0 ? [seconds / 60, 'um minuto', 'minutos'] : [seconds, 'um segundo', 'segundos'];
  return n === 1 ? one : `${n} ${many}`;
}

/** The day an instant falls on in São Paulo, as AAAA-MM-DD. */
export const isoDayIn = (when: Date) => isoDay.format(when);

/** "Locações" → "locacoes": a resource's plural as a file name says it ("registros" when nothing is left). */
export function fileSlug(labels: Pick<Labels, 'plural'>): string {
  const slug = labels.plural
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return slug || 'registros';
}

/** "Locações" exported on 23/11/2026 → "locacoes-2026-11-23.csv". */
export function exportFileName(labels: Pick<Labels, 'plural'>, when: Date): string {
  return `${fileSlug(labels)}-${isoDayIn(when)}.csv`;
}
