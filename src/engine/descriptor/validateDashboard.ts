import Ajv from 'ajv';
import metaSchema from '../../../schemas/dashboard.schema.json' with { type: 'json' };
// Spelled out (/index.ts): vite.config.ts may load this module too, and Vite's native config loader wants it.
import {
  filterParams,
  isRelative,
  isRelativeDate,
  kindOf,
  panelReads,
  parseSort,
  readFilterValue,
  resolvePanelValue,
  type Dashboard,
  type DashboardPanel,
  type ResourceDescriptor,
} from '../contract/index.ts';
import { shapeProblem } from './shapeProblem.ts';
import { DescriptorError } from './validateDescriptor.ts';

const checkShape = new Ajv({ allErrors: true, strict: false }).compile<Dashboard>(metaSchema);

const FIGURES = ['count', 'sum', 'occupancy', 'ratio', 'list'] as const;
const BUILT_IN = ['counts', 'latestChanges', 'backups'];
/** Days a relative date is tried with: its value must then read as the filter reads it. */
const SAMPLE = { today: '2026-01-15', first: '2026-01-05', last: '2026-01-18' };

/** A filter's values, each as its list would read it (a relative date once made a day). */
function filterProblems(d: ResourceDescriptor, filters: Record<string, string>, at: string): string[] {
  const params = new Map(filterParams(d).map((p) => [p.param, p]));
  return Object.entries(filters).flatMap(([param, raw]) => {
    const p = params.get(param);
    if (!p) return [`${at}/filters/${param} is not a filter of ${d.name}'s list (${[...params.keys()].join(', ')})`];
    if (isRelative(raw) && !isRelativeDate(raw)) return [`${at}/filters/${param} '${raw}' is not a relative date (@hoje, @hoje+14, @inicio, @fim, @periodo)`];
    const read = readFilterValue(p, resolvePanelValue(raw, SAMPLE));
    return 'message' in read ? [`${at}/filters/${param} '${raw}': ${read.message}`] : [];
  });
}

/** What one panel names that the descriptors do not have, or a figure that does not fit its kind. */
function panelProblems(p: DashboardPanel, at: string, byName: Map<string, ResourceDescriptor>, calendar: string | undefined): string[] {
  const problems: string[] = [];
  const figures = FIGURES.filter((f) => p[f]);
  if (BUILT_IN.includes(p.kind)) {
    if (figures.length) problems.push(`${at}: a ${p.kind} panel is drawn by the page itself and computes no figure (${figures.join(', ')})`);
    return problems;
  }
  if (figures.length !== 1) return [`${at}: a ${p.kind} panel needs exactly one figure (${FIGURES.join(', ')})`];
  if ((p.kind === 'list') !== Boolean(p.list)) problems.push(`${at}: a list figure is drawn as a list panel, and a list panel draws a list figure`);
  if (p.window?.unit === 'period' && !calendar) problems.push(`${at}/window: a window in periods needs the file's "calendar"`);
  if (p.top && !p.by) problems.push(`${at}/top needs "by"`);
  const steps = p.window?.together ? 1 : (p.window?.count ?? 1);
  const needsDate = (f: { date?: string; spread?: boolean }, where: string) => {
    if (steps > 1 && !f.date && !f.spread) problems.push(`${at}${where}: a window of ${steps} steps needs "date" (the field that places each record in a step)`);
  };
  if (p.count) needsDate(p.count, '/count');
  if (p.sum) needsDate(p.sum, '/sum');
  if (p.ratio) {
    for (const side of ['of', 'to'] as const) for (const f of ['count', 'sum'] as const) if (p.ratio[side][f]) needsDate(p.ratio[side][f]!, `/ratio/${side}/${f}`);
  }

  for (const read of panelReads(p, (n) => byName.get(n), calendar)) {
    const d = byName.get(read.resource);
    if (!d) {
      problems.push(`${at}${read.at}/resource '${read.resource}' is not a descriptor`);
      continue;
    }
    if (!d.operations.list) problems.push(`${at}${read.at}: ${d.name} has no list operation (the list behind the panel)`);
    for (const f of read.fields) if (!Object.hasOwn(d.schema.properties, f)) problems.push(`${at}${read.at} names unknown field '${f}' of ${d.name}`);
    problems.push(...filterProblems(d, read.filters ?? {}, `${at}${read.at}`));
  }
  const sums = [p.sum, p.ratio?.of.sum, p.ratio?.to.sum].filter((s) => s !== undefined);
  for (const s of sums) {
    const d = byName.get(s.resource);
    if (!d) continue;
    if (d.schema.properties[s.field] && !['number', 'integer'].includes(d.schema.properties[s.field].type ?? '')) problems.push(`${at}: sum field '${s.field}' of ${d.name} is not a number`);
    if (s.spread && !d.timeline) problems.push(`${at}: spread needs ${d.name} to declare a timeline (its start and end)`);
  }
  const dated = [p.count, p.sum, p.ratio?.of.count, p.ratio?.of.sum, p.ratio?.to.count, p.ratio?.to.sum].filter((f) => f?.date);
  for (const f of dated) {
    const d = byName.get(f!.resource);
    if (d?.schema.properties[f!.date!] && d.schema.properties[f!.date!].format !== 'date') problems.push(`${at}: date '${f!.date}' of ${d.name} is not a date field`);
  }
  if (p.occupancy && byName.get(p.occupancy.resource) && !byName.get(p.occupancy.resource)!.timeline) problems.push(`${at}/occupancy: ${p.occupancy.resource} declares no timeline`);
  if (p.list?.sort) {
    const d = byName.get(p.list.resource);
    if (d && !parseSort(d, p.list.sort)) problems.push(`${at}/list/sort '${p.list.sort}' is not one of ${d.name}'s sortable fields`);
  }
  if (p.list) {
    const d = byName.get(p.list.resource);
    for (const c of p.list.columns) if (d?.schema.properties[c] && kindOf(d, c) === 'secret') problems.push(`${at}/list/columns '${c}' is a secret`);
  }
  return problems;
}

/** Validates schemas/dashboard.json against its meta-schema and against the descriptors it names. */
export function validateDashboard(json: unknown, file: string, descriptors: ResourceDescriptor[]): Dashboard {
  if (!checkShape(json)) {
    const problems = (checkShape.errors ?? []).map(shapeProblem);
    throw new DescriptorError(file, [...new Set(problems)]);
  }
  const byName = new Map(descriptors.map((d) => [d.name, d]));
  const problems: string[] = [];
  const cal = json.calendar;
  if (cal !== undefined && !byName.get(cal)?.timeline?.calendar) problems.push(`/calendar '${cal}' is not a descriptor with a timeline calendar`);
  const calendar = cal !== undefined && byName.get(cal)?.timeline?.calendar ? cal : undefined;
  const ids = json.panels.map((p) => p.id);
  json.panels.forEach((p, i) => {
    if (ids.indexOf(p.id) !== i) problems.push(`/panels/${i}/id '${p.id}' is used twice`);
    problems.push(...panelProblems(p, `/panels/${i}`, byName, calendar));
  });
  if (problems.length) throw new DescriptorError(file, problems);
  return json;
}
