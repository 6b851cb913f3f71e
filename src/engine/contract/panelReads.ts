import type { DashboardPanel } from './dashboard.types';
import type { ResourceDescriptor } from './descriptor.types';
import { PERIOD_FILTERS } from './listFeatures.ts';

/** What a dashboard panel reads of one resource: the fields it names, the filters it applies, where it says so. */
export interface PanelRead {
  resource: string;
  fields: string[];
  filters?: Record<string, string>;
  /** The JSON path in dashboard.json, for messages. */
  at: string;
}

/** The field a filter parameter filters (`startDate.gte` → startDate); none for a period filter (`livre`). */
export const filterField = (param: string): string | undefined => (Object.hasOwn(PERIOD_FILTERS, param) ? undefined : param.replace(/\.(gte|lte)$/, ''));

const defined = (fields: (string | undefined)[]) => fields.filter((f): f is string => Boolean(f));

/**
 * Every resource a panel reads, with its fields and filters: the role check (a panel over a resource the role
 * cannot list, or a field it does not see, is not its) and `npm run check:schemas` both read this. `descriptor`
 * finds one by name (undefined: unknown, and the reads stop there).
 */
export function panelReads(p: DashboardPanel, descriptor: (name: string) => ResourceDescriptor | undefined, calendar?: string): PanelRead[] {
  const reads: PanelRead[] = [];
  // A figure without a window is about the current period (when the file names a calendar).
  const figure = !['counts', 'latestChanges', 'backups'].includes(p.kind);
  if (figure && calendar && (p.window?.unit ?? 'period') === 'period') {
    const c = descriptor(calendar)?.timeline?.calendar;
    if (c) reads.push({ resource: c.resource, fields: [c.label, c.start, c.end], at: '/calendar' });
  }
  const withSpread = (name: string, spread?: boolean) => {
    const t = spread ? descriptor(name)?.timeline : undefined;
    return t ? [t.start, t.end] : [];
  };
  if (p.count) reads.push({ resource: p.count.resource, fields: defined([p.count.date, p.by]), filters: p.count.filters, at: '/count' });
  if (p.sum) reads.push({ resource: p.sum.resource, fields: defined([p.sum.field, p.sum.date, p.by, ...withSpread(p.sum.resource, p.sum.spread)]), filters: p.sum.filters, at: '/sum' });
  if (p.ratio) {
    for (const side of ['of', 'to'] as const) {
      const part = p.ratio[side];
      if (part.count) reads.push({ resource: part.count.resource, fields: defined([part.count.date, p.by]), filters: part.count.filters, at: `/ratio/${side}/count` });
      if (part.sum) reads.push({ resource: part.sum.resource, fields: defined([part.sum.field, part.sum.date, p.by, ...withSpread(part.sum.resource, part.sum.spread)]), filters: part.sum.filters, at: `/ratio/${side}/sum` });
    }
  }
  if (p.occupancy) {
    const d = descriptor(p.occupancy.resource);
    const t = d?.timeline;
    reads.push({ resource: p.occupancy.resource, fields: t ? defined([t.row, t.start, t.end, t.status]) : [], at: '/occupancy' });
    const rows = t && d.references?.[t.row]?.resource;
    if (rows) reads.push({ resource: rows, fields: defined([p.by]), filters: p.occupancy.rowFilters, at: '/occupancy/rowFilters' });
  }
  if (p.list) {
    const sort = p.list.sort?.replace(/^-/, '');
    reads.push({ resource: p.list.resource, fields: defined([...p.list.columns, sort]), filters: p.list.filters, at: '/list' });
  }
  return reads;
}

/** Every field a read names, its filters' fields among them. */
export const fieldsRead = (r: PanelRead): string[] => [...new Set([...r.fields, ...defined(Object.keys(r.filters ?? {}).map(filterField))])];
