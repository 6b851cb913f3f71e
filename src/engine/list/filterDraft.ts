import { brazilianDate, brazilianNumber, fieldInfo, isPeriodFilter, kinds, type FilterParam, type ResourceDescriptor } from '../contract';
import { periodDraftKeys, typedPeriod, wirePeriod } from './periodFilter';

/** What the filter dialog holds per parameter: the text as typed (ranges), or the chosen value (equality). */
export type FilterDraft = Record<string, string | undefined>;

/** A range's end (`.gte`, `.lte`: filterParams decided it by the field's kind), typed as text; else a chosen value. */
const isRange = (p: FilterParam) => p.op !== 'eq';

/** The draft of the filters in force: each value as typed (typedFromWire); a period's two days under their own keys. */
export function draftFromWire(d: ResourceDescriptor, params: FilterParam[], wire: Record<string, string | undefined>): FilterDraft {
  const draft: FilterDraft = {};
  for (const p of params) {
    if (!isPeriodFilter(p.kind)) {
      draft[p.param] = typedFromWire(d, p, wire[p.param]);
      continue;
    }
    const keys = periodDraftKeys(p.param);
    const typed = typedPeriod(wire[p.param]);
    draft[keys.from] = typed.from;
    draft[keys.to] = typed.to;
  }
  return draft;
}

/** A value in force (as the URL writes it: "1500.5", "2026-03-01") as a Brazilian types it: "1.500,50", "01/03/2026". */
export function typedFromWire(d: ResourceDescriptor, p: FilterParam, raw: string | undefined): string | undefined {
  if (raw === undefined || !isRange(p)) return raw;
  if (p.kind === 'number') return Number.isFinite(Number(raw)) ? brazilianNumber(Number(raw), fieldInfo(d, p.field).kind === 'money') : raw;
  return brazilianDate(raw);
}

/**
 * The draft read back into URL values through each field's kind (the same reading a form does: "1.000,00" is a
 * thousand, "31/12/2026" a day), or the message of each range that does not read. Never a silent drop.
 */
export function wireFromDraft(d: ResourceDescriptor, params: FilterParam[], draft: FilterDraft): { values: Record<string, string | undefined> } | { problems: Record<string, string> } {
  const values: Record<string, string | undefined> = {};
  const problems: Record<string, string> = {};
  for (const p of params) {
    if (isPeriodFilter(p.kind)) {
      const keys = periodDraftKeys(p.param);
      const read = wirePeriod(draft[keys.from], draft[keys.to]);
      if ('message' in read) problems[p.param] = read.message;
      else values[p.param] = read.value;
      continue;
    }
    const typed = draft[p.param];
    if (!typed || !isRange(p)) {
      values[p.param] = typed?.trim() || undefined;
      continue;
    }
    const info = fieldInfo(d, p.field);
    // A date-time field is filtered by day: its filter reads a date.
    const read = p.kind === 'date-time' ? kinds.date.parse(typed, info) : kinds[info.kind].parse(typed, info);
    if ('message' in read) problems[p.param] = read.message;
    else values[p.param] = 'value' in read ? String(read.value) : undefined;
  }
  return Object.keys(problems).length ? { problems } : { values };
}
