import Alert from '@mui/material/Alert';
import { keepClearOfToasts } from '../../ui';
import type { InertParts } from './htmlInertParts';

/** The parts of an HTML text that will not run, named; nothing when there are none. */
export function InertPartsNotice({ parts }: { parts: InertParts }) {
  const named = [
    parts.scripts && 'scripts (<script>)',
    parts.handlers.length > 0 && `atributos de evento (${parts.handlers.map((h) => `${h}=…`).join(', ')})`,
    parts.javascriptLinks && 'links javascript:',
  ].filter(Boolean);
  if (!named.length) return null;
  return (
    // A status, not an alert: it changes as the user types and must not interrupt.
    <Alert severity="warning" role="status" {...keepClearOfToasts}>
      {`Estas partes do HTML não serão executadas: ${named.join(', ')}. A pré-visualização as remove; o texto é salvo como foi digitado.`}
    </Alert>
  );
}
