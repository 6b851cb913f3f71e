import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { formatDateTime, kindOf, wordFor, type ResourceDescriptor } from '../contract';
import { useRecordTitle } from '../core';
import { defaultChoices, type ConflictChoices, type FormConflict } from './conflictFields';

/** A value as the form and list word it; a reference by its record's title. */
function ConflictValue({ d, field, value }: { d: ResourceDescriptor; field: string; value: unknown }) {
  const reference = kindOf(d, field) === 'reference';
  const { title } = useRecordTitle(reference ? (d.references?.[field]?.resource ?? '') : '', reference ? value : undefined);
  const text = reference ? title : wordFor(d, field, value);
  return text ? <>{text}</> : <Box component="span" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>(vazio)</Box>;
}

/** "alterado por Maria às 14:03" (with the day when it was not today). */
function changedWords(by: FormConflict['changedBy']): string {
  if (!by) return 'alterado por outra pessoa';
  const [day, time] = formatDateTime(by.at).split(' ');
  const today = formatDateTime(new Date().toISOString()).split(' ')[0];
  return `alterado por ${by.name} ${day === today ? '' : `em ${day} `}às ${time}`;
}

interface ConflictDialogProps {
  descriptor: ResourceDescriptor;
  titles: Record<string, string>;
  conflict: FormConflict;
  onResolve(choices: ConflictChoices): void;
}

/**
 * The save was refused because someone changed the record after it was opened: field by field where the colleague
 * changed it, "Seu valor" and "Valor atual (alterado por …)", and which one stays ("Manter o meu" / "Usar o atual").
 * Fields only the person changed are named once, kept as typed: nobody else touched them. Nothing typed is lost:
 * the choices go into the form, which is then saved again by the person.
 */
export function ConflictDialog({ descriptor, titles, conflict, onResolve }: ConflictDialogProps) {
  const titleId = useId();
  const [choices, setChoices] = useState<ConflictChoices>(() => defaultChoices(conflict));
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const theirs = `Valor atual (${changedWords(conflict.changedBy)})`;
  const asked = conflict.fields.filter((f) => f.changedByThem);
  const onlyMine = conflict.fields.filter((f) => !f.changedByThem).map((f) => titles[f.field] ?? f.field);
  return (
    <Dialog open aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={phone}>
      <DialogTitle id={titleId}>Alguém salvou este registro enquanto você editava</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{conflict.message}</DialogContentText>
        <DialogContentText sx={{ mb: 2 }}>
          {asked.length ? 'Escolha, em cada campo, qual valor fica; depois confira o formulário e salve de novo.' : 'Confira o formulário e salve de novo.'}
        </DialogContentText>
        {onlyMine.length > 0 && (
          <DialogContentText sx={{ mb: 2 }}>{`Só você alterou, e ${onlyMine.length === 1 ? 'fica' : 'ficam'} como você digitou: ${onlyMine.join(', ')}.`}</DialogContentText>
        )}
        {asked.map(({ field, mine, theirs: now }) => (
          <Box key={field} component="section" aria-label={titles[field] ?? field} sx={{ py: 1.5, borderTop: 1, borderColor: 'divider' }}>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              {titles[field] ?? field}
            </Typography>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5, mb: 1 }}>
              <div>
                <Typography variant="caption" color="text.secondary" component="div">
                  Seu valor
                </Typography>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  <ConflictValue d={descriptor} field={field} value={mine} />
                </Typography>
              </div>
              <div>
                <Typography variant="caption" color="text.secondary" component="div">
                  {theirs}
                </Typography>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  <ConflictValue d={descriptor} field={field} value={now} />
                </Typography>
              </div>
            </Box>
            <ToggleButtonGroup
              exclusive
              size="small"
              color="primary"
              value={choices[field]}
              onChange={(_, v: 'mine' | 'theirs' | null) => v && setChoices((c) => ({ ...c, [field]: v }))}
              aria-label={`Qual valor fica em ${titles[field] ?? field}`}
            >
              <ToggleButton value="mine" sx={{ textTransform: 'none' }}>
                Manter o meu
              </ToggleButton>
              <ToggleButton value="theirs" sx={{ textTransform: 'none' }}>
                Usar o atual
              </ToggleButton>
            </ToggleButtonGroup>
          </Box>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onResolve(Object.fromEntries(conflict.fields.map((f) => [f.field, 'theirs'])))} color="inherit">
          Descartar as minhas
        </Button>
        <Button variant="contained" onClick={() => onResolve(choices)}>
          Aplicar e revisar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
