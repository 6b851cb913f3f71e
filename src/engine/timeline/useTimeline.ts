import { useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { fieldInfo, type ResourceDescriptor } from '../contract';
import { useEngine } from '../core';
import { canRetry, OperationError, useAheadInCache } from '../data';
import { resourceOf, RETURN_PARAM } from '../resource';
import { barsIn, calendarColumns, type Bar, type CalendarKind, type Column } from './calendar';
import { CALENDARS, thisYear, TIMELINE_ROWS, timelineRequest } from './request';

export { CALENDARS };

export interface TimelineRow {
  id: string;
  title: string;
}

/** One cell's occupants, worded: the bar's title and its status's name. */
export interface Occupant extends Bar {
  statusLabel?: string;
  /** The status's place among the field's values (its colour); -1 without one. */
  statusIndex: number;
}

export interface TimelineController {
  descriptor: ResourceDescriptor;
  /** What a row is ("Outdoor"): the row field's title. */
  rowLabel: string;
  year: number;
  setYear(year: number): void;
  calendar: CalendarKind;
  setCalendar(kind: CalendarKind): void;
  q: string;
  setQ(q: string): void;
  page: number;
  pages: number;
  setPage(page: number): void;
  rows: TimelineRow[];
  total: number;
  columns: Column[];
  /** The bars of a row that meet a column. */
  occupants(rowId: string, column: Column): Occupant[];
  /** Each row's bars, the same object until the data changes (a row draws again only then). */
  barsByRow: ReadonlyMap<string, Occupant[]>;
  /** The status field's values and names a bar can have (the legend): each keeps its place among the values (its colour). */
  statuses: { value: unknown; label: string; index: number }[];
  loading: boolean;
  error?: OperationError;
  canRetry: boolean;
  retry(): void;
  /** A free cell: a new record holding the row and the column's days; an occupied one: its (first) record. */
  open(rowId: string, column: Column): void;
}

/** "Ocupação" of a descriptor's timeline: its state in the address (year, calendar, search, page), its data, its cells. */
export function useTimeline(d: ResourceDescriptor): TimelineController {
  const spec = d.timeline!;
  const { painel } = useEngine();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const { year, calendar, q, page, query, key } = timelineRequest(d, params);
  const change = (key: string, value: string | undefined) =>
    setParams(
      (now) => {
        const next = new URLSearchParams(now);
        if (value) next.set(key, value);
        else next.delete(key);
        if (key !== 'pagina') next.delete('pagina');
        return next;
      },
      { replace: true },
    );

  // The data its route asked for while the code loaded (painel.prefetch), when it has arrived: the first render
  // draws it (useAheadInCache; what a live change later replaces).
  const keyText = JSON.stringify(key);
  const first = { keyText: useState(keyText)[0], data: useAheadInCache(key, () => painel.takeAhead('painel.timeline', { params: { resource: d.name }, query })) };
  const initial = first.keyText === keyText ? first.data : undefined;
  const { data, error, isLoading, mutate } = useSWR(key, () => painel.call('painel.timeline', { params: { resource: d.name }, query }), {
    // Another year or page keeps the one shown until it comes.
    keepPreviousData: true,
    ...(initial ? { revalidateOnMount: false } : {}),
  });

  const statuses = useMemo(() => (spec.status ? (fieldInfo(d, spec.status).choices ?? []).map((c, index) => ({ ...c, index })) : []), [d, spec.status]);
  // The legend: the statuses a bar can have (a free one is no bar).
  const shownStatuses = useMemo(() => statuses.filter((c) => !spec.free?.includes(String(c.value))), [statuses, spec.free]);
  const byRow = useMemo(() => {
    const map = new Map<string, Occupant[]>();
    for (const bar of data?.bars ?? []) {
      const index = statuses.findIndex((c) => c.value === bar.status);
      const occupant = { ...bar, statusIndex: index, statusLabel: bar.status === undefined ? undefined : (statuses[index]?.label ?? bar.status) };
      const row = map.get(bar.row);
      if (row) row.push(occupant);
      else map.set(bar.row, [occupant]);
    }
    return map;
  }, [data, statuses]);
  const columns = useMemo(() => calendarColumns(calendar, year, data?.periods ?? []), [calendar, year, data]);
  const paths = resourceOf(d).paths;
  const here = `${location.pathname}${location.search}`;

  return {
    descriptor: d,
    rowLabel: fieldInfo(d, spec.row).schema.title ?? spec.row,
    year,
    setYear: (y) => change('ano', y === thisYear() ? undefined : String(y)),
    calendar,
    setCalendar: (kind) => change('calendario', kind === 'periods' ? undefined : CALENDARS.find((c) => c.kind === kind)!.param),
    q,
    setQ: (text) => change('q', text || undefined),
    page,
    pages: Math.max(1, Math.ceil((data?.total ?? 0) / TIMELINE_ROWS)),
    setPage: (p) => change('pagina', p > 1 ? String(p) : undefined),
    rows: data?.rows ?? [],
    total: data?.total ?? 0,
    columns,
    statuses: shownStatuses,
    occupants: (rowId, column) => barsIn(column, byRow.get(rowId) ?? []),
    barsByRow: byRow,
    loading: isLoading && !data,
    error: error as OperationError | undefined,
    canRetry: error ? canRetry(error as OperationError) : false,
    retry: () => void mutate(),
    open: (rowId, column) => {
      const [first] = barsIn(column, byRow.get(rowId) ?? []);
      const back = `${RETURN_PARAM}=${encodeURIComponent(here)}`;
      if (first) return void navigate(`${paths.edit(first.id)}?${back}`);
      const given = new URLSearchParams({ [spec.row]: rowId, [spec.start]: column.start, [spec.end]: column.end });
      void navigate(`${paths.create}?${given.toString()}&${back}`);
    },
  };
}
