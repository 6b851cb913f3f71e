import type { ResourceDescriptor } from '../contract';

const named = (template: string) => [...template.matchAll(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g)].map((m) => m[1]);

/** A timeline's own fields: rows by a reference, bars by two date fields, a status and a title that exist. */
export function timelineProblems(d: ResourceDescriptor): string[] {
  const t = d.timeline;
  if (!t) return [];
  const fields = d.schema.properties;
  const problems: string[] = [];
  if (!d.references?.[t.row]) problems.push(`/timeline/row '${t.row}' is not a reference field (/references)`);
  for (const end of ['start', 'end'] as const) {
    const schema = fields[t[end]];
    if (!schema) problems.push(`/timeline/${end} names unknown field '${t[end]}'`);
    else if (schema.format !== 'date') problems.push(`/timeline/${end} '${t[end]}' must be a date field ("format": "date")`);
  }
  if (t.status && !fields[t.status]) problems.push(`/timeline/status names unknown field '${t.status}'`);
  for (const f of named(t.title ?? '')) if (!fields[f]) problems.push(`/timeline/title names unknown field '${f}'`);
  return problems;
}

/** A timeline's calendar: a descriptor, with the fields it names (undefined: none wrong). */
export function timelineCalendarProblem(d: ResourceDescriptor, names: Map<string, ResourceDescriptor>): string | undefined {
  const c = d.timeline?.calendar;
  if (!c) return undefined;
  const calendar = names.get(c.resource);
  if (!calendar) return `/timeline/calendar/resource '${c.resource}' is not a descriptor`;
  const missing = (['label', 'start', 'end'] as const).find((k) => !calendar.schema.properties[c[k]]);
  return missing && `/timeline/calendar/${missing} names unknown field '${c[missing]}' of ${c.resource}`;
}
