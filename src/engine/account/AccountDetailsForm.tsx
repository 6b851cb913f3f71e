import { useMemo } from 'react';
import type { OwnAccount } from '../core';
import { useEngine } from '../core';
import { useWriteBack, type RecordValues } from '../data';
import { RecordForm, recordFormSpec, type FormsGuard } from '../form';
import { useAccountForm } from './useAccountForm';

/** The account's own data ("Dados pessoais"): the resource's edit form, saved with its update operation. */
export function AccountDetailsForm({ own, record, guard }: { own: OwnAccount; record: RecordValues; guard: FormsGuard }) {
  const { data } = useEngine();
  const writeBack = useWriteBack();
  const d = own.identity.descriptor;
  const spec = useMemo(() => recordFormSpec(d, 'edit'), [d]);
  const form = useAccountForm({
    own,
    record,
    spec,
    guard,
    send: async (values) => {
      const saved = await data.update(d, own.id, values, { notify: true });
      writeBack(d, own.id, saved);
      return saved;
    },
  });
  return <RecordForm spec={spec} form={form} />;
}
