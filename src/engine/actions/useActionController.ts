import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { recordTitle, type ResourceDescriptor } from '../contract';
import { isOwnRecord, listAddress, useEngine, useOwnAccount, useReferenceTitles } from '../core';
import { swrKeys, useRevalidate } from '../data';
import { actionFormSpec, useRecordForm, type FormSpec, type RecordFormController } from '../form';
import { resourceOf, type RecordAction } from '../resource';

interface ActionController {
  descriptor: ResourceDescriptor;
  action: RecordAction;
  spec: FormSpec;
  form: RecordFormController;
  /** Whose record this is ("Bruno Lima"), once read; '' until then or without a read operation. */
  who: string;
  /** The submit button says what the action does ("Alterar senha"). */
  submitLabel: string;
  /** Where "Cancelar" and a save lead: the page it was opened from (the record's), else the list as it was left. */
  backTo: string;
}

/**
 * A record action's page without pixels (avatar upload, password change): its own form, sent with the
 * action's messages, then back to the list. The record is read only to say whose it is and show its current
 * file: the action works without it, so a failed read is not told.
 */
export function useActionController(d: ResourceDescriptor, id: string, name: string | undefined): ActionController {
  const { data } = useEngine();
  const resource = resourceOf(d);
  const navigate = useNavigate();
  // Opened from a record's page or "Minha conta" (state.from): back there; else the list as it was left.
  const from = (useLocation().state as { from?: unknown } | null)?.from;
  const backTo = typeof from === 'string' && from.startsWith(`${resource.paths.list}/`) ? from : listAddress(resource.paths.list);
  const revalidate = useRevalidate();
  // The router only sends here for a record action the resource declares.
  const action = resource.recordAction(name);
  if (!action) throw new Error(`${d.labels.plural}: ação "${name ?? ''}" desconhecida.`);
  // One's own account: an action that wants the current secret asks for it.
  const own = isOwnRecord(useOwnAccount(), d, id);
  const spec = useMemo(() => actionFormSpec(d, action, { own }), [d, action, own]);

  const { data: record } = useSWR(resource.canRead ? swrKeys.record(d, id) : null, () => data.read(d, id));

  const form = useRecordForm({
    descriptor: d,
    spec,
    record,
    submit: (values) => data.action(d, action, id, values, { notify: true }),
    onSaved: () => {
      void revalidate();
      navigate(backTo);
    },
  });

  const referenceTitle = useReferenceTitles(d, [record]);
  return { descriptor: d, action, spec, form, who: record ? recordTitle(d, record, referenceTitle) : '', submitLabel: action.label, backTo };
}
