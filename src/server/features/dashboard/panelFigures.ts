import { filterParams, kindOf, parseSort, readListCriteria, resolvePanelFilters, type DashboardPanel, type FilterCondition, type PanelColumn, type PanelData, type PanelDays, type PanelLink, type ResourceDescriptor } from '../../../engine/contract';
import { occupancy as occupancyOf, panelTotals, type Db, type StepValue } from '../../db';
import { badRequest } from '../../http';
import type { Registry, Resource } from '../../model';
import type { RecordService, TitleView } from '../../records';
import type { NamedStep, PanelWindow } from './panelWindow';

type Unit = PanelColumn['unit'];
type Row = Record<string, string | number | null>;
type Part = NonNullable<DashboardPanel['count'] | DashboardPanel['sum']>;

/** What computing a panel needs beyond its declaration: the database, the descriptors, titles as the reader sees them. */
export interface FigureContext {
  db: Db;
  registry: Registry;
  service: RecordService;
  /** The resource as the reader's role reads it (its hidden fields gone). */
  view(res: Resource): Resource;
  titles: TitleView;
  today: string;
  computedAt: string;
}

/** A number per step and key, as numerator over denominator (a count or a sum: the numerator alone). */
type Cells = Map<number, Map<string | null, { num: number; den: number }>>;

const NO_VALUE = 'Sem valor';
const DAY_MS = 86_400_000;
const daysOf = (s: NamedStep) => (Date.parse(s.last) - Date.parse(s.first)) / DAY_MS + 1;

/** A filter declared in dashboard.json, its relative dates made days, read as the list reads its URL. */
function conditions(res: Resource, filters: Record<string, string>): FilterCondition[] {
  const { criteria, problems } = readListCriteria(res.descriptor, { filters });
  // check:schemas refused any filter that would not read; a role's view may still lack one (mayReadPanel refuses it first).
  if (problems.length) throw badRequest(problems.map((p) => p.message).join(' '));
  return criteria.filters;
}

function add(cells: Cells, found: StepValue[], side: 'num' | 'den') {
  for (const f of found) {
    const byKey = cells.get(f.step) ?? new Map();
    cells.set(f.step, byKey);
    const cell = byKey.get(f.key) ?? { num: 0, den: 0 };
    cell[side] += f.value;
    byKey.set(f.key, cell);
  }
}

/** The figure's own resource and its list's query for one step and key: the list behind the number. */
interface Behind {
  res: Resource;
  query(step: NamedStep | undefined, key: string | null | undefined): Record<string, string>;
}

/** A filter's value as the list's URL writes it, where the field filters: `city=Recife`, `outdoorId=…`. */
function byQuery(d: ResourceDescriptor, by: string | undefined, key: string | null | undefined): Record<string, string> {
  if (!by || key === undefined || key === null) return {};
  return filterParams(d).some((p) => p.param === by) ? { [by]: key } : {};
}

async function partCells(ctx: FigureContext, panel: DashboardPanel, part: Part, steps: NamedStep[], days: (s?: NamedStep) => PanelDays): Promise<{ found: StepValue[]; behind: Behind }> {
  const res = ctx.view(ctx.registry.get(part.resource));
  const sum = 'field' in part ? part : undefined;
  const spread = sum?.spread ? res.descriptor.timeline : undefined;
  const found = await panelTotals(
    ctx.db,
    res,
    {
      filters: conditions(res, resolvePanelFilters(part.filters, days())),
      sum: sum?.field,
      date: part.date,
      spread: spread && { start: spread.start, end: spread.end },
      by: panel.by,
    },
    steps,
  );
  const query = (step: NamedStep | undefined, key: string | null | undefined) => {
    const d = days(step);
    const span = spread ? { [`${spread.start}.lte`]: d.last, [`${spread.end}.gte`]: d.first } : part.date ? { [`${part.date}.gte`]: d.first, [`${part.date}.lte`]: d.last } : {};
    return { ...resolvePanelFilters(part.filters, d), ...span, ...byQuery(res.descriptor, panel.by, key) };
  };
  return { found, behind: { res, query } };
}

/** The numbers of a figure (count, sum, ratio or occupancy), per step and key, and the list behind them. */
async function figureCells(ctx: FigureContext, panel: DashboardPanel, win: PanelWindow, days: (s?: NamedStep) => PanelDays): Promise<{ cells: Cells; behind: Behind; keys?: (string | null)[] }> {
  const cells: Cells = new Map();
  const { steps } = win;
  const part = panel.count ?? panel.sum;
  if (part) {
    const { found, behind } = await partCells(ctx, panel, part, steps, days);
    add(cells, found, 'num');
    return { cells, behind };
  }
  if (panel.ratio) {
    const side = (p: { count?: Part; sum?: Part }) => (p.count ?? p.sum)!;
    const of = await partCells(ctx, panel, side(panel.ratio.of), steps, days);
    const to = await partCells(ctx, panel, side(panel.ratio.to), steps, days);
    add(cells, of.found, 'num');
    add(cells, to.found, 'den');
    return { cells, behind: of.behind };
  }
  const occupancy = panel.occupancy!;
  const res = ctx.view(ctx.registry.get(occupancy.resource));
  const timeline = res.descriptor.timeline!;
  const rows = ctx.view(ctx.registry.get(res.descriptor.references![timeline.row].resource));
  const rowFilters = conditions(rows, resolvePanelFilters(occupancy.rowFilters, days()));
  const { occupied, rows: available } = await occupancyOf(ctx.db, { res, timeline, rows, rowFilters, by: panel.by }, steps);
  add(cells, occupied, 'num');
  add(cells, steps.flatMap((s, step) => available.map((a) => ({ step, key: a.key, value: a.value * daysOf(s) }))), 'den');
  // The rows' list, those occupied in the step when it can say so (`ocupado=`), with the same filters.
  const busy = filterParams(rows.descriptor).some((p) => p.kind === 'busy') ? 'ocupado' : undefined;
  const query = (step: NamedStep | undefined, key: string | null | undefined) => {
    const d = days(step);
    return { ...resolvePanelFilters(occupancy.rowFilters, d), ...(busy ? { [busy]: `${d.first}/${d.last}` } : {}), ...byQuery(rows.descriptor, panel.by, key) };
  };
  return { cells, behind: { res: rows, query }, keys: available.map((a) => a.key) };
}

/**
 * Whether a panel's numbers depend on its window: it declares one, or its figure counts days (occupancy, a spread
 * sum), or its filters name the window's days. A count of pending reservations does not: no period is said of it.
 */
function windowed(panel: DashboardPanel): boolean {
  const parts = [panel.count, panel.sum, panel.ratio?.of.count, panel.ratio?.of.sum, panel.ratio?.to.count, panel.ratio?.to.sum];
  const namesWindow = (f?: Record<string, string>) => Object.values(f ?? {}).some((v) => /^@(inicio|fim|periodo)/.test(v));
  return Boolean(panel.window || panel.occupancy || parts.some((p) => p && (('spread' in p && p.spread) || namesWindow(p.filters))));
}

/** The unit of a panel's number: as declared, else percent for a ratio or occupancy, money for a sum of money, else a count. */
export function panelUnit(registry: Registry, panel: DashboardPanel): Unit {
  if (panel.unit) return panel.unit;
  if (panel.occupancy || panel.ratio) return 'percent';
  if (panel.sum && kindOf(registry.get(panel.sum.resource).descriptor, panel.sum.field) === 'money') return 'money';
  return 'count';
}

const VALUE_LABEL = (panel: DashboardPanel) => (panel.occupancy ? 'Ocupação' : panel.ratio ? 'Razão' : panel.sum ? 'Valor' : 'Quantidade');

/** How a `by` value is named: a reference by its record's title, an enum by its ui:enumNames name, else as it is. */
async function keyNames(ctx: FigureContext, res: Resource, by: string, keys: (string | null)[]): Promise<Map<string | null, string>> {
  const d = res.descriptor;
  const names = new Map<string | null, string>();
  const target = d.references?.[by]?.resource;
  const look = target ? await ctx.service.recordTitles.lookup(ctx.db, keys.filter((k) => k !== null).map((id) => ({ target: ctx.registry.get(target), id: id! })), ctx.titles) : undefined;
  const values = d.schema.properties[by]?.enum as unknown[] | undefined;
  const enumNames = (d.uiSchema?.[by] as { 'ui:enumNames'?: string[] } | undefined)?.['ui:enumNames'];
  for (const k of keys) {
    if (k === null) names.set(k, NO_VALUE);
    else if (look) names.set(k, look(target!, k) ?? k);
    else names.set(k, (values && enumNames?.[values.findIndex((v) => String(v) === k)]) || k);
  }
  return names;
}

/** A cell's number: a count or a sum as it is (none: 0); a ratio or an occupancy divided (nothing to divide by: none). */
const cellNumber = (c: { num: number; den: number } | undefined, divided: boolean) => (divided ? (c?.den ? c.num / c.den : null) : (c?.num ?? 0));

/** A count, sum, ratio or occupancy panel's numbers: its main number, its table, the lists behind them. */
export async function figureData(ctx: FigureContext, panel: DashboardPanel, win: PanelWindow, days: (s?: NamedStep) => PanelDays): Promise<PanelData> {
  const unit = panelUnit(ctx.registry, panel);
  const divided = Boolean(panel.ratio || panel.occupancy);
  // Money to the cent: a price spread over its days is a fraction of one.
  const numberOf = (c: { num: number; den: number } | undefined, d: boolean) => {
    const n = cellNumber(c, d);
    return n !== null && unit === 'money' ? Math.round(n * 100) / 100 : n;
  };
  const { steps } = win;
  const base = { id: panel.id, computedAt: ctx.computedAt, unit, ...(win.label ? { periodLabel: win.label } : {}), ...(panel.thresholds ? { thresholds: panel.thresholds } : {}) };
  if (!steps.length) return { ...base, columns: [], rows: [] };
  const { cells, behind, keys: declaredKeys } = await figureCells(ctx, panel, win, days);
  const total = { num: 0, den: 0 };
  for (const byKey of cells.values()) for (const c of byKey.values()) (total.num += c.num), (total.den += c.den);
  const value = numberOf(total, divided);
  const link: PanelLink = { resource: behind.res.name, query: behind.query(steps.length > 1 ? undefined : steps[0], undefined) };
  const valueColumn: PanelColumn = { key: 'valor', label: VALUE_LABEL(panel), unit };
  const stepColumn: PanelColumn = { key: 'periodo', label: win.column, unit: 'text' };
  const main = { ...base, ...(value === null ? {} : { value }), link };

  if (!panel.by && !windowed(panel)) {
    const { periodLabel: _, ...timeless } = main;
    return { ...timeless, columns: [valueColumn], rows: [{ valor: value }], series: ['valor'] };
  }
  if (!panel.by) {
    const rows: Row[] = steps.map((s, i) => ({ periodo: s.label, valor: numberOf(cells.get(i)?.get(null), divided) }));
    return { ...main, columns: [stepColumn, valueColumn], rows, category: 'periodo', series: ['valor'], links: steps.map((s) => ({ resource: behind.res.name, query: behind.query(s, undefined) })) };
  }
  // The by values: every row's (occupancy: a city with nothing occupied is 0 %), else those found; the largest first when `top`.
  const found = new Set<string | null>(declaredKeys ?? []);
  for (const byKey of cells.values()) for (const k of byKey.keys()) found.add(k);
  const keyTotal = (k: string | null) => {
    const t = { num: 0, den: 0 };
    for (const byKey of cells.values()) {
      const c = byKey.get(k);
      if (c) (t.num += c.num), (t.den += c.den);
    }
    return numberOf(t, divided) ?? -1;
  };
  const names = await keyNames(ctx, behind.res, panel.by, [...found]);
  let keys = [...found].sort((a, b) => (panel.top ? keyTotal(b) - keyTotal(a) : 0) || names.get(a)!.localeCompare(names.get(b)!, 'pt-BR'));
  if (panel.top) keys = keys.slice(0, panel.top);
  const stepFor = steps.length > 1 ? undefined : steps[0];
  // The table's shape is the declaration's (a window of six periods stays a row per period, even when one is left).
  if ((panel.window?.together ? 1 : (panel.window?.count ?? 1)) === 1) {
    const byColumn: PanelColumn = { key: 'categoria', label: behind.res.field(panel.by)?.title ?? panel.by, unit: 'text' };
    const rows: Row[] = keys.map((k) => ({ categoria: names.get(k)!, valor: numberOf(cells.get(0)?.get(k), divided) }));
    return { ...main, columns: [byColumn, valueColumn], rows, category: 'categoria', series: ['valor'], links: keys.map((k) => ({ resource: behind.res.name, query: behind.query(stepFor, k) })) };
  }
  // Several steps by several values: a row per step, a column per value (a line each).
  const series = keys.map((_, i) => `s${i + 1}`);
  const columns: PanelColumn[] = [stepColumn, ...keys.map((k, i) => ({ key: series[i], label: names.get(k)!, unit }))];
  const rows: Row[] = steps.map((s, step) => Object.fromEntries([['periodo', s.label], ...keys.map((k, i) => [series[i], numberOf(cells.get(step)?.get(k), divided)])]));
  return { ...main, columns, rows, category: 'periodo', series, links: steps.map((s) => ({ resource: behind.res.name, query: behind.query(s, undefined) })) };
}

/** A short list: its first records in the list's order, the declared columns (a reference by its title), how many pass. */
export async function listData(ctx: FigureContext, panel: DashboardPanel, win: PanelWindow, days: (s?: NamedStep) => PanelDays): Promise<PanelData> {
  const spec = panel.list!;
  const res = ctx.view(ctx.registry.get(spec.resource));
  const d = res.descriptor;
  const filters = resolvePanelFilters(spec.filters, days());
  const sort = spec.sort ? parseSort(d, spec.sort) : undefined;
  const { items, total } = await ctx.service.list(res, { words: [], filters: conditions(res, filters), ...(sort ? { sort } : {}), page: 1, limit: spec.limit ?? 10 });
  const wanted = items.flatMap((item) =>
    spec.columns.flatMap((c) => (d.references?.[c] && typeof item[c] === 'string' ? [{ target: ctx.registry.get(d.references[c].resource), id: item[c] as string }] : [])),
  );
  const look = await ctx.service.recordTitles.lookup(ctx.db, wanted, ctx.titles);
  const unitOf = (field: string): Unit => {
    const kind = kindOf(d, field);
    return kind === 'money' ? 'money' : kind === 'date' ? 'date' : kind === 'number' ? 'count' : 'text';
  };
  const cell = (item: Record<string, unknown>, c: string): string | number | null => {
    const v = item[c];
    if (v === undefined || v === null) return null;
    if (d.references?.[c]) return look(d.references[c].resource, String(v)) ?? String(v);
    return typeof v === 'number' ? v : String(v);
  };
  const columns = spec.columns.map((c) => ({ key: c, label: d.schema.properties[c].title ?? c, unit: unitOf(c) }));
  const rows = items.map((item) => ({ id: String(item.id), ...Object.fromEntries(spec.columns.map((c) => [c, cell(item, c)])) }));
  const query = { ...filters, ...(spec.sort ? { sort: spec.sort } : {}) };
  return {
    id: panel.id,
    computedAt: ctx.computedAt,
    unit: 'count',
    value: total,
    ...(panel.window && win.label ? { periodLabel: win.label } : {}),
    columns,
    rows,
    link: { resource: res.name, query },
  };
}
