import { useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { phrases, recordTitle, type ResourceDescriptor } from '../contract';
import { isOwnRecord, listAddress, openedRow, useEngine, useFailureNotice, useOwnAccount, useReferenceTitles } from '../core';
import { canRetry, OperationError, swrKeys, useAheadInCache, useRevalidate, useWriteBack, type RecordValues } from '../data';
import { resourceOf, returnAddress, valuesFromUrl, type Resource } from '../resource';
import type { FormSpec } from './formSpec';
import { runCreateFollowUps } from './createFollowUps';
import { createFollowUps, recordFormSpec } from './formSpecs';
import { useRecordForm, type RecordFormController } from './useRecordForm';
import { useRecordChangeNotice, type RecordChangeNotice } from './useRecordChangeNotice';
import { useRecordSummary, type RecordSummary } from './useRecordSummary';

/** Which record form: a new record, one record of a list, or a singleton's one record (edited in place). */
type RecordMode = 'create' | 'edit' | 'singleton';

interface RecordController {
  descriptor: ResourceDescriptor;
  resource: Resource;
  mode: RecordMode;
  spec: FormSpec;
  /**
   * `loading`: the record is being read; `error`: it could not be; `ready`: the form can be shown;
   * `unreadable`: its API cannot read one record and the page was not opened from the list (no row to show).
   */
  status: 'loading' | 'error' | 'ready' | 'unreadable';
  error?: OperationError;
  /** "Erro ao buscar vaga" */
  errorTitle: string;
  retry(): void;
  /** Reading again can succeed (canRetry): the error offers "Tentar novamente". */
  canRetry: boolean;
  record?: RecordValues;
  /** How the record is named ("Black Friday"), for the delete confirmation. */
  title: string;
  form: RecordFormController;
  /** Shown, not editable: the resource can read the record but not update it. */
  readOnly: boolean;
  /** Where "Cancelar" and a save lead (the list, as it was left); none for a singleton, which stays on its page. */
  backTo?: string;
  /** Editing a record of a list: its status, picture and actions besides the form. */
  summary?: RecordSummary;
  /** The page offers to delete the record (never one's own account: the server refuses it). */
  canDelete: boolean;
  /** Deletes it (the descriptor's messages), then the list opens; false when it failed (already told). */
  remove(): Promise<boolean>;
  /** The record whose changes the page can show ("Histórico"): the one edited, or a singleton's; none while creating. */
  historyId?: string;
  /** Someone else changed (or deleted) the record since the form showed it, as the live stream told. */
  changeNotice?: RecordChangeNotice;
  /** Deleted meanwhile: there is nothing to save to (what was typed stays on screen). */
  saveBlocked: boolean;
  /** Deleted into the trash, and the role may take it out: "Restaurar" is offered. */
  canRestoreGone: boolean;
  /** "Restaurar": back from the trash; the form then saves as before, what was typed kept. */
  restoreGone(): Promise<void>;
  /** "Ver alterações": the record as it is now, compared with what is typed (the conflict view when they differ). */
  seeChanges(): Promise<void>;
  /** A version of the record was restored: the form drops what was not saved and shows the record as it is now. */
  showRestored(record: RecordValues): Promise<unknown>;
}

/**
 * Everything the create, edit and singleton pages do, without pixels (react-admin's useEditController for
 * both): the operation and form of the mode, the record read first when editing (its failure told once),
 * saving with the descriptor's messages, and where to go afterwards.
 */
export function useRecordController(d: ResourceDescriptor, id: string | undefined): RecordController {
  const engine = useEngine();
  const { data, painel, permits } = engine;
  const resource = resourceOf(d);
  const navigate = useNavigate();
  const revalidate = useRevalidate();
  const writeBack = useWriteBack();
  const mode: RecordMode = resource.isSingleton ? 'singleton' : id ? 'edit' : 'create';
  // A create's follow-ups ("Perfil" on a new person) where the person may run them on any record.
  const followUps = useMemo(() => (mode === 'create' ? createFollowUps(d, (action) => permits(action, d)) : []), [d, mode, permits]);
  const spec = useMemo(() => recordFormSpec(d, mode === 'create' ? 'create' : 'edit', followUps), [d, mode, followUps]);
  // A create's follow-up that failed: its page for the new record opens instead of the list, then it is told.
  const failedFollowUp = useRef<{ to: string; tell(): void }>(undefined);
  const { state, search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  // A page that opened the form (a timeline's cell) is returned to; else the list, as it was left.
  const backTo = resource.isSingleton ? undefined : (returnAddress(params) ?? listAddress(resource.paths.list));
  // A new record may come with values in its address (the cell's row and days).
  const given = useMemo(() => (mode === 'create' ? valuesFromUrl(d, params) : undefined), [mode, d, params]);

  const readable = mode !== 'create' && resource.canRead;
  // The record its route loader asked for (prefetchRead), when it has arrived: the first render draws the form
  // with it (useAheadInCache).
  const firstId = useState(id)[0];
  const taken = useAheadInCache(readable && id ? swrKeys.record(d, id) : null, () => (readable && id ? data.takePrefetchedRead(d, id) : undefined));
  const ahead = taken && firstId === id ? { revalidateOnMount: false } : undefined;
  const { data: read, error, mutate, isValidating } = useSWR(readable ? swrKeys.record(d, id) : null, () => data.read(d, id), ahead);
  useFailureNotice(d.operations.read, error, !isValidating);
  // Without a read, the row the list opened this page with; an action's answer (a status switched) replaces it.
  const [row, setRow] = useState(() => (mode === 'edit' && !readable ? openedRow(state, id) : undefined));
  const record = readable ? read : (row ?? given);
  const own = useOwnAccount();
  const referenceTitle = useReferenceTitles(d, [record]);
  const summary = useRecordSummary(d, mode === 'edit' ? id : undefined, record, (answer) => (readable ? mutate() : answer && setRow(answer)));
  const { notice: changeNotice, dismiss: dismissChange } = useRecordChangeNotice(d, mode === 'edit' ? id : undefined, record);
  const gone = Boolean(changeNotice?.gone);

  const form = useRecordForm({
    descriptor: d,
    spec,
    record,
    ready: !readable || record !== undefined,
    submit: async (values) => {
      const saved = await (mode === 'create' ? data.create(d, values, { notify: true }) : data.update(d, id, values, { notify: true, shown: record, conflictInPlace: true })).catch((e: unknown) => {
        // Changed by someone meanwhile: the record now (its version) is the one the next save answers to.
        if (e instanceof OperationError && e.conflict) writeBack(d, id, e.conflict.current);
        throw e;
      });
      // The list opened next draws the saved values, not its stale page until it reads again.
      if (mode !== 'create') writeBack(d, id, saved);
      const failed = mode === 'create' ? await runCreateFollowUps(engine, d, followUps, saved, values) : undefined;
      failedFollowUp.current = failed && { to: saved?.id != null ? resource.paths.action(String(saved.id), failed.action.name) : (backTo ?? ''), tell: failed.tell };
      return saved;
    },
    onSaved: () => {
      void revalidate();
      const failed = failedFollowUp.current;
      failedFollowUp.current = undefined;
      if (failed) void Promise.resolve(navigate(failed.to)).then(failed.tell);
      else if (backTo) navigate(backTo);
    },
  });

  return {
    descriptor: d,
    resource,
    mode,
    spec,
    status: readable && !record ? (error ? 'error' : 'loading') : mode === 'edit' && !record ? 'unreadable' : 'ready',
    error: error as OperationError | undefined,
    errorTitle: d.operations.read?.messages?.error ?? 'Erro ao carregar o registro',
    retry: () => void mutate(),
    canRetry: Boolean(error && canRetry(error as OperationError)),
    record,
    title: record ? recordTitle(d, record, referenceTitle) : '',
    form,
    readOnly: !(mode === 'create' ? resource.canCreate : resource.canEdit && permits('update', d, id ?? d.singleton?.id)),
    backTo,
    summary,
    canDelete: mode === 'edit' && !gone && resource.canDelete && permits('delete', d, id) && !isOwnRecord(own, d, id),
    historyId: mode === 'create' ? undefined : (id ?? d.singleton?.id),
    changeNotice,
    saveBlocked: gone,
    canRestoreGone: gone && Boolean(changeNotice?.inTrash) && painel.available && permits('trash', d, id),
    restoreGone: async () => {
      if (!id) return;
      const title = record ? recordTitle(d, record, referenceTitle) : '';
      const messages = { success: phrases.restored(title, d), error: phrases.restoreError(d) };
      const restored = await painel.restoreFromTrash(d.name, id, { notify: true, messages }).catch(() => undefined);
      // Refused (told): the notice stays.
      if (!restored) return;
      // The record now, with its new version, is what the next save answers to; what is typed stays.
      if (readable) await mutate();
      else setRow(restored);
      dismissChange();
      void revalidate();
    },
    seeChanges: async () => {
      if (!changeNotice || changeNotice.gone || !id) return;
      const current = await data.read(d, id, { notify: true }).catch(() => undefined);
      if (!current) return;
      // The record now is the one the next save answers to; what is typed stays, compared field by field.
      writeBack(d, id, current);
      if (!readable) setRow(current);
      form.compareWith({ current, changedBy: changeNotice.changedBy }, changeNotice.text);
    },
    showRestored: async (restored) => {
      form.discardDraft();
      if (readable) await mutate();
      else setRow({ ...row, ...restored });
      void revalidate();
    },
    remove: async () => {
      try {
        await data.remove(d, id!, { notify: true, shown: record });
      } catch {
        // Already told (toast) by the data interface; the page stays.
        return false;
      }
      void revalidate();
      if (backTo) navigate(backTo);
      return true;
    },
  };
}
