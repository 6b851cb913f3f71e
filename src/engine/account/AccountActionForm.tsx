import { useMemo } from 'react';
import type { OwnAccount } from '../core';
import { useEngine } from '../core';
import type { RecordValues } from '../data';
import { actionFormSpec, RecordForm, type FormsGuard } from '../form';
import type { RecordAction } from '../resource';
import { useAccountForm } from './useAccountForm';

interface AccountActionFormProps {
  own: OwnAccount;
  record: RecordValues;
  action: RecordAction;
  guard: FormsGuard;
  /** Saved: the page draws the form afresh (a password is not left in its fields). */
  onSaved(): void;
}

/** A record action on one's own account (avatar, password): its form, asking for the current secret where the action wants it. */
export function AccountActionForm({ own, record, action, guard, onSaved }: AccountActionFormProps) {
  const { data } = useEngine();
  const d = own.identity.descriptor;
  const spec = useMemo(() => actionFormSpec(d, action, { own: true }), [d, action]);
  const form = useAccountForm({ own, record, spec, guard, onSaved, send: (values) => data.action(d, action, own.id, values, { notify: true }) });
  return <RecordForm spec={spec} form={form} submitLabel={action.label} />;
}
