import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import useSWR, { useSWRConfig } from 'swr';
import { DEFAULT_LIMIT, PAGE_SIZES, defaultSort, importRefusal, parseSort, recordTitle, type ViewState, type Action, type FilterParam, type ListResult, type ResourceDescriptor, type SortOrder } from '../contract';
import { isOwnRecord, openedFrom, rememberListAddress, useEngine, useFailureNotice, useListVisibility, useOwnAccount, useReferenceTitles } from '../core';
import { canRetry, hasCachedAnswer, swrKeys, useAheadInCache, useRevalidate, type ExportProgress, type OperationError, type RecordValues } from '../data';
import { actionLabel, expectedRow, listRequest, resourceOf, trashPath, type BulkControl, type Resource } from '../resource';
import { useBulkRunner } from './useBulkRunner';
import { useColumnChooser, type ColumnChooser } from './useColumnChooser';
import { useCsvExport } from './useCsvExport';
import { useDefaultView } from './useDefaultView';
import { useListLayout, type ListLayout } from './useListLayout';
import { useListParams, type Filters } from './useListParams';
import { useRowSelection, type RowSelection } from './useRowSelection';
import { useSearchBox } from './useSearchBox';

const SEARCH_DELAY_MS = 350;

/** One action button of a row: it either opens the action's page or runs at once. */
interface RowControl {
  action: Action;
  /** What it does to this record: "Desativar vaga" on an active job (its tooltip). */
  title: string;
  /** "Desativar vaga: Vaga 1" (its accessible name). */
  label: string;
  /** The action's own page (a record action). */
  to?: string;
  /** Runs it now (a row action); the row shows the result. */
  run?(): void;
}

export interface ListController {
  descriptor: ResourceDescriptor;
  resource: Resource;
  rows: RecordValues[];
  total: number;
  /** The server stopped counting: `total` is a lower bound ("mais de 10.000"). */
  capped: boolean;
  page: number;
  limit: number;
  /** The page sizes offered (the current one included when the URL asked for another). */
  pageSizes: number[];
  q: string;
  /** The first load of this query (no rows to show yet). */
  loading: boolean;
  error?: OperationError;
  /** "Erro ao buscar vagas" */
  errorTitle: string;
  retry(): void;
  /** Reading again can succeed (canRetry): the error offers "Tentar novamente". */
  canRetry: boolean;
  /** What the search box shows (the URL's `q` follows it after a pause). */
  search: string;
  /** "Buscar por nome ou descrição" */
  searchHint: string;
  setSearch(value: string): void;
  clearSearch(): void;
  setPage(page: number): void;
  setLimit(limit: number): void;
  /** How a row is named to the user (its title field, else its id). */
  titleOf(row: RecordValues): string;
  /** The row's action buttons, in the descriptor's order. */
  controlsOf(row: RecordValues): RowControl[];
  /** The row's own page, carrying the row (shown as it is where the API cannot read one record); none without a page. */
  recordLink(row: RecordValues): { to: string; state: ReturnType<typeof openedFrom> } | undefined;
  /** Opens the row's page (a click on the row). */
  openRow(row: RecordValues): void;
  /** Asks for the row's record ahead of its page (a press that is about to open it). */
  readAhead(row: RecordValues): void;
  /** The row can be deleted: the resource deletes, the role may, and it is not the signed-in person's own account. */
  canDeleteRow(row: RecordValues): boolean;
  /** The row's page saves (the role may change this record: some may change only their own account). */
  canEditRow(row: RecordValues): boolean;
  /** The row can be ticked: some bulk action applies to it (never delete alone for one's own account). */
  selectable(row: RecordValues): boolean;
  /** Id of the row an action or delete is running on. */
  busyId?: string;
  remove(row: RecordValues): Promise<boolean>;
  runAction(action: Action, row: RecordValues): Promise<void>;

  /** The order the rows are in (the URL's, else the descriptor's default); undefined when the list cannot sort. */
  sort?: SortOrder;
  /** A column header sorts by this field. */
  sortable(field: string): boolean;
  /** Sorts by `field`: ascending first, then the other way on each click. */
  sortBy(field: string): void;

  /** The filters the list offers (none when its operation declares none). */
  filterParams: FilterParam[];
  /** The filters in force, as the URL writes them (only declared parameters with valid values). */
  filters: Filters;
  /** Sets or removes (undefined, '') filter values, in one step of the history. */
  setFilters(changes: Record<string, string | undefined>): void;
  clearFilters(): void;

  selection: RowSelection;
  /** What a selection can run; empty when the list has no bulk operation. */
  bulkControls: BulkControl[];
  /** The bulk action running now. */
  bulkRunning?: string;
  runBulk(control: BulkControl): Promise<boolean>;

  /** The current set can be downloaded as CSV. */
  canExport: boolean;
  /** Set while an export streams. */
  exportProgress?: ExportProgress;
  /** Exports the current set: the visible columns when `visibleOnly`, else every field the person may read. */
  exportCsv(visibleOnly: boolean): Promise<void>;
  /** Whether the export operation lets the client choose the columns. */
  exportChoosesColumns: boolean;

  columns: ColumnChooser;

  /** This resource's deleted records ("Lixeira"), where the painel profile keeps them; none otherwise. */
  trashTo?: string;
  /** "Importar": the painel profile is there, the role may import, and a record can come from a spreadsheet. */
  canImport: boolean;

  /** "Tabela | Mapa" is offered: the descriptor has `map` and an export that chooses its columns. */
  hasMap: boolean;
  /** Table or map (`layout=mapa`). */
  layout: ListLayout;
  setLayout(layout: ListLayout): void;

  /** "Visualizações": where the painel profile keeps them. */
  hasViews: boolean;
  /** The role may share a view with everyone. */
  canShareViews: boolean;
  /** The list as it is set up now: what a saved view keeps. */
  viewState: ViewState;
  /** Sets the list up as a view says (replace: no history entry, as when a list opens with its default). */
  applyView(state: ViewState, options?: { replace?: boolean }): void;
}

/** A title inside a sentence: "Nome" → "nome", an acronym as written ("CPF ou CNPJ" → "CPF ou CNPJ"). */
const inSentence = (title: string) => title.replace(/\p{L}+/gu, (w) => (/^\p{Lu}{2,}$/u.test(w) ? w : w.toLocaleLowerCase('pt-BR')));

const searchHintOf = (d: ResourceDescriptor) => {
  const titles = (d.list?.search ?? []).map((f) => d.schema.properties[f]?.title).filter(Boolean).map((t) => inSentence(t!));
  return titles.length ? `Buscar por ${titles.join(' ou ')}` : 'Buscar';
};

/** Everything a list screen does, without pixels: query in the URL, the page's rows, delete and row actions. */
export function useListController(descriptor: ResourceDescriptor): ListController {
  const { data: api, painel, permits } = useEngine();
  const { cache } = useSWRConfig();
  const resource = resourceOf(descriptor);
  const revalidate = useRevalidate();
  const navigate = useNavigate();
  const params = useListParams({ defaultLimit: descriptor.list?.limit ?? DEFAULT_LIMIT, filterParams: resource.filterParams.map((p) => p.param) });
  const { q, page, limit } = params;
  // Leaving a record comes back to the list as it is now (listAddress).
  const { search: address } = useLocation();
  useEffect(() => rememberListAddress(resource.paths.list, address), [resource.paths.list, address]);

  const box = useSearchBox(q, params.setQuery, SEARCH_DELAY_MS);
  const columns = useColumnChooser(descriptor);
  const exportChoosesColumns = Boolean(descriptor.operations.export?.query?.includes('columns'));
  // The map's points come from the export asked for four columns.
  const hasMap = Boolean(descriptor.map) && resource.canExport && exportChoosesColumns;
  const { layout, setLayout } = useListLayout(hasMap);
  const applyView = (state: ViewState, options?: { replace?: boolean }) => {
    params.apply(state, options);
    if (state.columns) columns.show(state.columns);
  };

  // A list opened bare (from the menu: nothing in its address) starts from the person's default view, once per
  // visit. Until it is known whether one applies, no row is asked for or drawn: a click must never land on an
  // unfiltered row the view then takes away. A search typed meanwhile wins over the view.
  const defaultView = useDefaultView(descriptor);
  // Opened from the first render when nothing is left to decide (an address of its own, or no default view): set
  // in an effect, it drew the whole list a second time before its first frame.
  const [opened, setOpened] = useState(() => Boolean(address) || (defaultView.known && !defaultView.view));
  const waiting = !opened && !address && (!defaultView.known || Boolean(defaultView.view));
  useEffect(() => {
    if (opened) return;
    // Opened once the address says something: its own search, or the view's once applied.
    if (address) return setOpened(true);
    if (!defaultView.known) return;
    if (defaultView.view && !box.text.trim()) applyView(defaultView.view.state, { replace: true });
    else setOpened(true);
  }, [opened, defaultView.known, defaultView.view, address, box.text]);

  // What the list asks for, read from the address as its route loader reads it (listRequest): a hand-edited
  // URL never earns a 400. Kept as one object while its content stays the same.
  const [searchParams] = useSearchParams();
  const asked = listRequest(descriptor, searchParams);
  const askedKey = JSON.stringify(asked);
  const query = useMemo(() => asked, [askedKey]);
  const { sort: chosenSort, filters } = query;
  // The page its route loader asked for (prefetchList), when it has arrived: the first render draws the rows.
  const first = { askedKey: useState(askedKey)[0], page: useAheadInCache(swrKeys.list(descriptor, query), () => api.takePrefetchedList(descriptor, query)) };
  const initial = !waiting && first.askedKey === askedKey ? first.page : undefined;
  // Kept out of sight under one of its records, the list asks nothing (live updates and focus included); shown
  // again, it asks once, drawing what it has until the answer comes.
  const visibility = useListVisibility();
  const swr = useSWR(waiting ? null : swrKeys.list(descriptor, query), () => api.list(descriptor, query), {
    keepPreviousData: true,
    isPaused: () => visibility.hidden,
    ...(initial ? { revalidateOnMount: false } : {}),
  });
  const { data, error, isLoading, mutate } = swr;
  useEffect(() => visibility.onShown(() => void mutate()), [visibility, mutate]);
  // This screen owns the read: it tells a failure, once. Whether a read is under way is asked only after one
  // failed: SWR then redraws the list when a read starts and ends, which a live refetch that changes nothing
  // (or a list shown again) should not cost.
  useFailureNotice(descriptor.operations.list, error, !error || !swr.isValidating);

  // Deleting the last row of the last page leaves an empty page: go to the last one that has rows.
  useEffect(() => {
    if (data && data.items.length === 0 && data.total > 0 && page > 1) params.setPage(Math.max(1, Math.ceil(data.total / limit)), { replace: true });
  }, [data, page, limit, params]);

  const [busyId, setBusyId] = useState<string>();
  const withRow = useCallback(
    async (row: RecordValues, work: (id: string) => Promise<unknown>) => {
      const id = String(row.id);
      setBusyId(id);
      try {
        await work(id);
        return true;
      } catch {
        // Already told to the user (toast) and logged by the data interface.
        return false;
      } finally {
        setBusyId(undefined);
        void revalidate();
      }
    },
    [revalidate],
  );

  async function runAction(action: Action, row: RecordValues) {
    await withRow(row, (id) => {
      const call = api.action(descriptor, action, id, undefined, { notify: true, shown: row });
      const expected = expectedRow(action, row);
      if (!expected || !data) return call;
      // The row shows what the effect will do while the call runs; a failure puts it back.
      // The answer (its new version too) takes the row's place: a second switch right after sends the right version.
      const replaced = (current: ListResult<RecordValues>, by: RecordValues) => ({ ...current, items: current.items.map((r) => (String(r.id) === id ? by : r)) });
      // Into the page as it is when the answer comes (a live update may have changed other rows meanwhile).
      return mutate(
        async (current = data) => replaced(current, { ...expected, ...(await call) }),
        { optimisticData: (current = data) => replaced(current, expected), rollbackOnError: true, revalidate: false },
      );
    });
  }

  const referenceTitle = useReferenceTitles(descriptor, data?.items ?? []);
  const titleOf = (row: RecordValues) => recordTitle(descriptor, row, referenceTitle);

  const own = useOwnAccount();
  const canDeleteRow = (row: RecordValues) => resource.canDelete && permits('delete', descriptor, String(row.id)) && !isOwnRecord(own, descriptor, String(row.id));
  const recordLink = (row: RecordValues) => (resource.canOpen ? { to: resource.paths.edit(String(row.id)), state: openedFrom(row) } : undefined);

  const total = data?.total ?? 0;
  const scope = JSON.stringify([descriptor.name, q, filters]);
  const selection = useRowSelection(scope, total);
  // Left for another resource and shown again, a kept list reads as one opened afresh: nothing ticked.
  const { clear: clearSelection } = selection;
  useEffect(() => visibility.onLeft(clearSelection), [visibility, clearSelection]);
  const bulk = useBulkRunner(descriptor, selection, { ...(q.trim() ? { q } : {}), filters });
  const csv = useCsvExport(descriptor, { q, sort: chosenSort, filters });
  const sort = resource.sortFields.length ? parseSort(descriptor, chosenSort ?? defaultSort(descriptor)) : undefined;

  return {
    descriptor,
    resource,
    rows: (!waiting && data?.items) || [],
    total,
    capped: Boolean(data?.capped),
    page,
    limit,
    pageSizes: PAGE_SIZES.includes(limit) ? PAGE_SIZES : [...PAGE_SIZES, limit].sort((a, b) => a - b),
    q,
    loading: waiting || (isLoading && !data),
    error: error as OperationError | undefined,
    errorTitle: descriptor.operations.list?.messages?.error ?? `Erro ao buscar ${descriptor.labels.plural.toLocaleLowerCase('pt-BR')}`,
    retry: () => void mutate(),
    canRetry: Boolean(error && canRetry(error as OperationError)),
    search: box.text,
    searchHint: searchHintOf(descriptor),
    setSearch: box.type,
    clearSearch: box.clear,
    setPage: (p) => params.setPage(p),
    setLimit: params.setLimit,
    titleOf,
    canEditRow: (row) => resource.canEdit && permits('update', descriptor, String(row.id)),
    controlsOf: (row) =>
      resource.actions.filter(({ action }) => permits(action.name, descriptor, String(row.id))).map(({ action, startsFrom }) => {
        const title = actionLabel(action, row, descriptor);
        const label = `${title}: ${titleOf(row)}`;
        return startsFrom === 'page'
          ? { action, title, label, to: resource.paths.action(String(row.id), action.name) }
          : { action, title, label, run: () => void runAction(action, row) };
      }),
    recordLink,
    canDeleteRow,
    selectable: (row) => resource.bulkControls.some((c) => c.verb !== 'delete' || canDeleteRow(row)),
    openRow: (row) => {
      const link = recordLink(row);
      if (link) navigate(link.to, { state: link.state });
    },
    readAhead: (row) => {
      // The record's route would ask for it only once the click has landed and the navigation begun (at 4× CPU,
      // ~100 ms after the press): asked at the press, it is there when the form draws. Not when the cache has it.
      const id = String(row.id);
      if (resource.canRead && !hasCachedAnswer(cache, swrKeys.record(descriptor, id))) void api.prefetchRead(descriptor, id);
    },
    busyId,
    remove: (row) => withRow(row, (id) => api.remove(descriptor, id, { notify: true, shown: row })),
    runAction,
    sort,
    sortable: (field) => resource.sortFields.includes(field),
    sortBy: (field) => params.setSort(sort?.field === field && !sort.desc ? `-${field}` : field),
    filterParams: resource.filterParams,
    filters,
    setFilters: params.setFilters,
    clearFilters: () => params.setFilters(Object.fromEntries(resource.filterParams.map((p) => [p.param, undefined]))),
    selection,
    bulkControls: resource.bulkControls,
    bulkRunning: bulk.running,
    runBulk: bulk.run,
    canExport: resource.canExport,
    exportProgress: csv.progress,
    exportCsv: (visibleOnly) => csv.run(visibleOnly && exportChoosesColumns ? columns.visible.map((c) => c.field) : undefined),
    exportChoosesColumns,
    columns,
    trashTo: painel.available && resource.canDelete && permits('trash', descriptor) ? trashPath(descriptor.name) : undefined,
    canImport: painel.available && resource.canCreate && permits('import', descriptor) && !importRefusal(descriptor),
    hasMap,
    layout,
    setLayout,
    hasViews: painel.available,
    canShareViews: permits('share', descriptor),
    viewState: {
      ...(q ? { q } : {}),
      ...(params.sort ? { sort: params.sort } : {}),
      limit,
      ...(Object.keys(filters).length ? { filters } : {}),
      ...(layout === 'mapa' ? { layout } : {}),
      columns: columns.visible.map((c) => c.field),
    },
    applyView,
  };
}
