import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { formatDate, formatDayAndTime, isoDayIn, phrases, REFUSED_EVERYWHERE, type ResourceDescriptor, type TrashItem } from '../contract';
import { useEngine, useFailureNotice } from '../core';
import { keysetPaging, swrKeys, useKeysetPages, useRevalidate, type KeysetPaging } from '../data';
import { RESOURCE_PARAM, resourceOf } from '../resource';

const ending = (d: ResourceDescriptor | undefined) => (d?.labels.gender === 'f' ? 'a' : 'o');

/** One deleted record as the trash shows it, without pixels. */
export interface TrashRow {
  item: TrashItem;
  /** Its resource, when this client describes it. */
  descriptor?: ResourceDescriptor;
  /** "Painel rodoviário": the record as recordTitle named it when it was deleted (the server keeps it). */
  title: string;
  /** "Serviço" */
  resourceLabel: string;
  /** "Excluído por Ana Souza em 25/11/2026 às 14:03" */
  deleted: string;
  /** "Será excluído definitivamente em 25/12/2026" (the future: it is still here) */
  expires: string;
  /** Why "Restaurar selecionados" could not bring it back (the server's reason), until the next try. */
  problem?: string;
}

export interface TrashController extends KeysetPaging {
  /** The resource the trash is narrowed to (`?recurso=`), or undefined for all. */
  resource?: string;
  setResource(name: string | undefined): void;
  /** What the resource choice offers: every resource whose records can be deleted. */
  resources: { name: string; label: string }[];
  rows: TrashRow[];
  errorTitle: string;
  /** What the role may not do here at all (it may use the trash of no resource): said instead of the records. */
  refused?: string;
  /** The row a restore is running on. */
  restoring?: number;
  /** Brings the record back (same id); a refusal (409) is told with the server's reason. */
  restore(row: TrashRow): Promise<void>;
  /** The row whose purge is being confirmed. */
  confirmingPurge?: TrashRow;
  askPurge(row: TrashRow): void;
  cancelPurge(): void;
  /** "Excluir definitivamente" the confirmed row; a failure stays in the dialog. */
  purge(): Promise<void>;
  purging: boolean;
  /** The rows ticked for "Restaurar selecionados" (among those shown). */
  selected: TrashRow[];
  isSelected(row: TrashRow): boolean;
  toggle(row: TrashRow): void;
  /** Ticks every row shown, or unticks them all when they all are. */
  toggleAll(): void;
  clearSelection(): void;
  /**
   * "Restaurar selecionados": one request, no confirmation (nothing is lost: "Desfazer" puts them back); one
   * toast counting what came back and what could not, and the reason on each row that stayed.
   */
  restoreSelected(): Promise<void>;
  restoringSelected: boolean;
}

const ERROR_TITLE = 'Erro ao buscar a lixeira';

const records = (n: number, said: string) => `${n.toLocaleString('pt-BR')} ${n === 1 ? `registro ${said}` : `registros ${said}s`}`;

/** "2 registros restaurados; 1 não pôde ser restaurado." */
function restoredSummary(done: number, failed: number): string {
  const parts = [...(done || !failed ? [records(done, 'restaurado')] : [])];
  if (failed) parts.push(`${failed.toLocaleString('pt-BR')} não ${failed === 1 ? 'pôde ser restaurado' : 'puderam ser restaurados'}`);
  return `${parts.join('; ')}.`;
}

/** /app/lixeira without pixels: the deleted records (of one resource, or all), newest first; restore or purge each. */
export function useTrashController(): TrashController {
  const { descriptors, painel, permits, notify } = useEngine();
  const revalidate = useRevalidate();
  const [params, setParams] = useSearchParams();
  const resource = params.get(RESOURCE_PARAM) || undefined;
  // What the server would refuse (403) is not asked for: a role with no trash anywhere is told so.
  const refused = descriptors.some((d) => permits('trash', d)) ? undefined : REFUSED_EVERYWHERE.trash;
  const pages = useKeysetPages(refused ? null : swrKeys.trash(resource), (before) => painel.trash({ resource, before }));
  useFailureNotice({ messages: { error: ERROR_TITLE } }, pages.error, !pages.validating);
  const [restoring, setRestoring] = useState<number>();
  const [confirmingPurge, setConfirmingPurge] = useState<TrashRow>();
  const [purging, setPurging] = useState(false);
  // By trash item id: what is ticked, and why a record "Restaurar selecionados" sent stayed.
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const [problems, setProblems] = useState<ReadonlyMap<number, string>>(new Map());
  const [restoringSelected, setRestoringSelected] = useState(false);

  const rowOf = (item: TrashItem): TrashRow => {
    const descriptor = descriptors.find((d) => d.name === item.resource);
    const o = ending(descriptor);
    return {
      item,
      descriptor,
      title: item.title,
      resourceLabel: descriptor?.labels.singular ?? item.resource,
      deleted: `Excluíd${o} por ${item.deletedBy.name} em ${formatDayAndTime(item.deletedAt)}`,
      expires: `Será excluíd${o} definitivamente em ${formatDate(isoDayIn(new Date(item.expiresAt)))}`,
      problem: problems.get(item.id),
    };
  };
  const rows = pages.items.map(rowOf);
  const selected = rows.filter((r) => ticked.has(r.item.id));
  const clearSelection = () => setTicked(new Set());

  return {
    resource,
    setResource: (name) => {
      clearSelection();
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (name) next.set(RESOURCE_PARAM, name);
        else next.delete(RESOURCE_PARAM);
        return next;
      });
    },
    resources: descriptors.filter((d) => resourceOf(d).canDelete && permits('trash', d)).map((d) => ({ name: d.name, label: d.labels.plural })),
    rows,
    ...keysetPaging(pages),
    errorTitle: ERROR_TITLE,
    refused,
    restoring,
    async restore(row) {
      const d = row.descriptor;
      const messages = { success: phrases.restored(row.title, d), error: phrases.restoreError(d) };
      setRestoring(row.item.id);
      try {
        await painel.restoreFromTrash(row.item.resource, row.item.recordId, { notify: true, messages });
        // Back in its list, its count on the home page.
        void revalidate();
      } catch {
        // Told (toast, with the server's reason); it stays in the trash.
      } finally {
        setRestoring(undefined);
        await pages.refresh();
      }
    },
    confirmingPurge,
    askPurge: setConfirmingPurge,
    cancelPurge: () => setConfirmingPurge(undefined),
    async purge() {
      const row = confirmingPurge;
      if (!row) return;
      const messages = { success: `“${row.title}” foi excluíd${ending(row.descriptor)} definitivamente.`, error: 'Erro ao excluir definitivamente' };
      setPurging(true);
      try {
        await painel.purge(row.item.resource, row.item.recordId, { notify: true, messages });
        setConfirmingPurge(undefined);
        await pages.refresh();
      } catch {
        // Told in the dialog.
      } finally {
        setPurging(false);
      }
    },
    purging,
    selected,
    isSelected: (row) => ticked.has(row.item.id),
    toggle: (row) =>
      setTicked((prev) => {
        const next = new Set(prev);
        if (!next.delete(row.item.id)) next.add(row.item.id);
        return next;
      }),
    toggleAll: () => setTicked(selected.length === rows.length ? new Set() : new Set(rows.map((r) => r.item.id))),
    clearSelection,
    async restoreSelected() {
      if (!selected.length || restoringSelected) return;
      setRestoringSelected(true);
      try {
        const { answer, undo } = await painel.restoreManyFromTrash(
          selected.map((r) => ({ resource: r.item.resource, id: r.item.recordId })),
          { notify: true },
        );
        const variant = answer.failed === 0 ? 'success' : answer.done === 0 ? 'error' : 'warning';
        notify(variant, restoredSummary(answer.done, answer.failed), undefined, undo ? { retryable: false, action: painel.undoAction(undo) } : undefined);
        const stayed = new Map<number, string>();
        for (const r of answer.results) {
          const row = !r.ok && selected.find((s) => s.item.resource === r.resource && s.item.recordId === r.id);
          if (row && !r.ok) stayed.set(row.item.id, r.message);
        }
        setProblems(stayed);
        clearSelection();
        // Back in their lists, their counts on the home page.
        if (answer.done) void revalidate();
      } catch {
        // Told (toast, with the server's reason); nothing came back.
      } finally {
        setRestoringSelected(false);
        await pages.refresh();
      }
    },
    restoringSelected,
  };
}
