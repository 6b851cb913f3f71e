import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link } from 'react-router-dom';
import { phrases, type ResourceDescriptor } from '../contract';

const sentence = (s: string) => s.charAt(0).toLocaleUpperCase('pt-BR') + s.slice(1);

/**
 * A record page opened by its address whose API cannot read one record (a spec-only server): the page has
 * nothing to show but the way to the list, where the record's row opens it.
 */
export function RecordUnreadable({ descriptor: d, listTo }: { descriptor: ResourceDescriptor; listTo: string }) {
  return (
    <Alert
      severity="info"
      action={
        <Button color="inherit" size="small" component={Link} to={listTo}>
          Ir para {d.labels.plural}
        </Button>
      }
    >
      {sentence(phrases.thisRecord(d))} só pode ser {d.labels.gender === 'f' ? 'aberta' : 'aberto'} a partir da lista: esta API não oferece a leitura de um registro
      pelo endereço.
    </Alert>
  );
}
