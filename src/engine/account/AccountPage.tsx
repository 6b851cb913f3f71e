import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { LeaveDialog, RecordLoadError } from '../form';
import { CenteredProgress } from '../ui';
import { AccountActionForm } from './AccountActionForm';
import { AccountDetailsForm } from './AccountDetailsForm';
import { AccountHeader } from './AccountHeader';
import { AccountSection } from './AccountSection';
import { AccountSessions } from './AccountSessions';
import { useAccountController } from './useAccountController';

/**
 * /app/account, "Minha conta": who is signed in, their data, and each record action of their account (avatar,
 * password) as a section, and the sessions open on other browsers.
 */
export function AccountPage() {
  const page = useAccountController();
  // A saved action's form is drawn afresh: its fields (a password) empty again.
  const [saves, setSaves] = useState<Record<string, number>>({});
  if (page.status === 'none') return <Alert severity="info">Esta instalação não tem contas de usuário.</Alert>;
  if (page.status === 'error') return <RecordLoadError title={page.errorTitle} error={page.error} retry={page.retry} />;
  if (page.status === 'loading' || !page.own || !page.record) return <CenteredProgress label="Carregando sua conta" />;
  const { own, record, guard } = page;
  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <AccountHeader name={page.name} email={page.email} picture={page.picture} />
      {page.canEdit && (
        <AccountSection heading="Dados pessoais">
          <AccountDetailsForm own={own} record={record} guard={guard} />
        </AccountSection>
      )}
      {page.actions.map((action) => (
        <AccountSection key={action.name} heading={action.label}>
          <AccountActionForm
            key={saves[action.name] ?? 0}
            own={own}
            record={record}
            action={action}
            guard={guard}
            onSaved={() => setSaves((s) => ({ ...s, [action.name]: (s[action.name] ?? 0) + 1 }))}
          />
        </AccountSection>
      ))}
      {page.sessions && (
        <AccountSection heading="Sessões">
          <AccountSessions />
        </AccountSection>
      )}
      <LeaveDialog blocker={guard.blocker} onLeave={guard.leave} />
    </Stack>
  );
}
