import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { HISTORY_OPERATIONS, historyOperationWords, REFUSED_EVERYWHERE } from '../contract';
import { saveFile, useEngine, useFailureNotice, type Choice } from '../core';
import { keysetPaging, swrKeys, useKeysetPages, useRevalidate, type KeysetPaging } from '../data';
import { activityRows, type ActivityRow } from '../history';
import { activityGroups, type ActivityBulk, type ActivityGroup } from './activityGroups';
import { ACTIVITY_PARAMS, activityFiltersFrom, type ActivityFilter, type ActivityFilters } from './activityParams';

const PAGE_SIZE = 25;
const ERROR_TITLE = 'Erro ao buscar a atividade';

export interface ActivityController extends KeysetPaging {
  filters: ActivityFilters;
  /** Sets (or with undefined, removes) one filter; paging starts again. */
  setFilter(filter: ActivityFilter, value: string | undefined): void;
  clearFilters(): void;
  /** Who appears in the activity, by part of a name (the "Pessoa" filter picks one). */
  people(q: string): Promise<Choice[]>;
  resources: { name: string; label: string }[];
  operations: { value: string; label: string }[];
  rows: ActivityRow[];
  /** The rows as lines: a bulk request's or an import's changes as one. */
  groups: ActivityGroup[];
  /** The bulk whose "Desfazer" is being confirmed. */
  confirmingUndo?: ActivityBulk;
  askUndo(bulk: ActivityBulk): void;
  cancelUndo(): void;
  /** Undoes the confirmed bulk whole (by its bulk id); a refusal stays in the dialog (the server's reason). */
  undo(): Promise<void>;
  undoing: boolean;
  errorTitle: string;
  /** What the role may not see here at all (it has no history of any resource): said instead of the changes. */
  refused?: string;
  /** The role may export the history of some resource: "Exportar CSV" is offered. */
  canExport: boolean;
  exporting: boolean;
  /** Downloads every change matching the filters as CSV. */
  exportCsv(): Promise<void>;
}

/**
 * /app/atividade without pixels: every change across resources, filtered by the address, a page at a time, and its
 * CSV; a bulk request or an import as one line, undone whole ("Desfazer") while the server says it may be.
 */
export function useActivityController(): ActivityController {
  const { descriptors, painel, notify, permits } = useEngine();
  const [params, setParams] = useSearchParams();
  const filtersKey = JSON.stringify(activityFiltersFrom(params));
  const filters = useMemo<ActivityFilters>(() => JSON.parse(filtersKey), [filtersKey]);
  // What the server would refuse (403) is neither asked for nor offered.
  const readable = descriptors.filter((d) => permits('history', d));
  const refused = readable.length ? undefined : REFUSED_EVERYWHERE.history;
  const pages = useKeysetPages(refused ? null : swrKeys.activity(filters), (before) => painel.activity({ ...filters, before, limit: PAGE_SIZE }));
  useFailureNotice({ messages: { error: ERROR_TITLE } }, pages.error, !pages.validating);
  const [exporting, setExporting] = useState(false);
  const [confirmingUndo, setConfirmingUndo] = useState<ActivityBulk>();
  const [undoing, setUndoing] = useState(false);
  const revalidate = useRevalidate();

  const rows = activityRows(descriptors, pages.items);

  const write = (changes: Partial<Record<ActivityFilter, string | undefined>>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [filter, value] of Object.entries(changes) as [ActivityFilter, string | undefined][]) {
        if (value) next.set(ACTIVITY_PARAMS[filter], value);
        else next.delete(ACTIVITY_PARAMS[filter]);
      }
      return next;
    });

  return {
    filters,
    setFilter: (filter, value) => write({ [filter]: value }),
    clearFilters: () => write(Object.fromEntries(Object.keys(ACTIVITY_PARAMS).map((f) => [f, undefined]))),
    people: async (q) => (await painel.call('painel.activityPeople', { query: { q } })).items.map((p) => ({ id: p.id, title: p.name })),
    resources: readable.map((d) => ({ name: d.name, label: d.labels.plural })),
    operations: HISTORY_OPERATIONS.map((op) => ({ value: op, label: historyOperationWords[op] })),
    rows,
    groups: activityGroups(descriptors, rows, pages.pages.flatMap((p) => p.backups ?? [])),
    confirmingUndo,
    askUndo: setConfirmingUndo,
    cancelUndo: () => setConfirmingUndo(undefined),
    async undo() {
      if (!confirmingUndo || undoing) return;
      setUndoing(true);
      try {
        await painel.undoBulk(confirmingUndo.bulkId, { notify: true });
        setConfirmingUndo(undefined);
        // The records back in their lists, and this activity with the undo's entries.
        await revalidate();
      } catch {
        // Told in the dialog (the server's reason); nothing was undone.
      } finally {
        setUndoing(false);
      }
    },
    undoing,
    ...keysetPaging(pages),
    errorTitle: ERROR_TITLE,
    refused,
    canExport: readable.some((d) => permits('export', d)),
    exporting,
    async exportCsv() {
      if (exporting) return;
      setExporting(true);
      try {
        const { blob, fileName } = await painel.exportActivity(filters, { notify: true });
        saveFile(blob, fileName);
        notify('success', `Arquivo ${fileName} gerado.`);
      } catch {
        // Told by the client with the export's error message.
      } finally {
        setExporting(false);
      }
    },
  };
}
