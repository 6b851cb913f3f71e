import type { ResourceDescriptor, TimelineQuery } from '../../contract';
import { swrKeys } from '../../data';
import { calendarRange, type CalendarKind } from '../calendar';

/** Rows a page of the timeline asks for: drawn a window at a time (TimelineGrid). */
export const TIMELINE_ROWS = 200;

/** The calendars a person switches between, as the address names them. */
export const CALENDARS: { kind: CalendarKind; param: string; label: string }[] = [
  { kind: 'periods', param: 'periodos', label: 'Períodos' },
  { kind: 'weeks', param: 'semanas', label: 'Semanas' },
  { kind: 'months', param: 'meses', label: 'Meses' },
];

export const thisYear = () => new Date().getFullYear();
/** The page's own parameters; the others filter the rows. */
const OWN_PARAMS = new Set(['ano', 'calendario', 'q', 'pagina']);

/**
 * What a timeline's address shows (year, calendar, search, page) and the call that brings it, with its cache key.
 * Read without React: the route asks for the data while the screen's code loads (createRoutes), the screen asks
 * the same, and takes what the route brought.
 */
export function timelineRequest(d: ResourceDescriptor, params: URLSearchParams) {
  const spec = d.timeline!;
  const year = Number(params.get('ano')) || thisYear();
  const calendar = CALENDARS.find((c) => c.param === params.get('calendario'))?.kind ?? 'periods';
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('pagina')) || 1);
  // Any other parameter of the address is one of the rows' own list filters (livre=…, a city…), passed on as it is:
  // the server reads them as the rows' list does, and refuses an unknown one in Portuguese.
  const filters = Object.fromEntries([...params].filter(([key]) => !OWN_PARAMS.has(key)));
  const query: TimelineQuery = { ...filters, ...calendarRange(calendar, year), q, page, limit: TIMELINE_ROWS };
  const rowResource = d.references![spec.row].resource;
  return { year, calendar, q, page, query, key: swrKeys.timeline(d.name, rowResource, spec.calendar.resource, query) };
}
