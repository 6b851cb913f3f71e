import { useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { phrases } from '../contract';
import { iconFor } from '../icons';
import type { BulkControl } from '../resource';
import { useEngine } from '../core';
import { ConfirmDialog } from '../ui';
import type { ListController } from './useListController';

/** "3 selecionadas" (or all N matching), the offer to take every match, and what a selection can run. */
export function BulkBar({ list }: { list: ListController }) {
  const { selection, descriptor: d } = list;
  const { painel } = useEngine();
  const [confirming, setConfirming] = useState<BulkControl>();
  if (!list.bulkControls.length || selection.count === 0) return null;
  const count = phrases.count(d, selection.count);
  const feminine = d.labels.gender === 'f';
  const a = feminine ? 'as' : 'os';
  // "todas as 53 vagas", "todos os mais de 10.000 outdoors"
  const everyMatch = `tod${a} ${a} ${list.capped ? 'mais de ' : ''}${phrases.count(d, list.total)}`;
  const pageAll = list.rows.length > 0 && list.rows.every((r) => selection.isSelected(String(r.id)));
  const offerAll = !selection.allMatching && pageAll && list.total > list.rows.length;
  const busy = Boolean(list.bulkRunning);

  async function run(control: BulkControl) {
    if (await list.runBulk(control)) setConfirming(undefined);
  }

  return (
    <Paper variant="outlined" role="region" aria-label="Seleção" sx={{ px: 2, py: 1, bgcolor: 'action.selected' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }} aria-live="polite">
          {selection.allMatching ? `T${everyMatch.slice(1)} selecionad${a}` : `${count} selecionad${feminine ? 'a' : 'o'}${selection.count === 1 ? '' : 's'}`}
        </Typography>
        {offerAll && (
          <Button size="small" onClick={selection.selectAllMatching}>
            {`Selecionar ${everyMatch} que correspondem`}
          </Button>
        )}
        <Stack direction="row" spacing={1} sx={{ ml: { sm: 'auto' }, flexWrap: 'wrap' }} useFlexGap>
          {list.bulkControls.map((control) => {
            const Icon = iconFor(control.icon);
            return (
              <Button
                key={control.name}
                size="small"
                variant="outlined"
                color={control.verb === 'delete' ? 'error' : 'primary'}
                startIcon={<Icon fontSize="small" />}
                disabled={busy}
                onClick={() => (control.verb === 'delete' || selection.allMatching ? setConfirming(control) : void run(control))}
              >
                {`${control.label} (${selection.count.toLocaleString('pt-BR')})`}
              </Button>
            );
          })}
          <Button size="small" onClick={selection.clear} disabled={busy}>
            Limpar seleção
          </Button>
        </Stack>
      </Stack>
      {/* A delete always asks; any other action asks when it would run on every match, not just what is on screen. */}
      <ConfirmDialog
        open={Boolean(confirming)}
        title={confirming?.verb === 'delete' ? `Excluir ${count}?` : `${confirming?.label ?? ''} ${selection.allMatching ? everyMatch : count}?`}
        confirmLabel={confirming?.label ?? 'Excluir'}
        destructive={confirming?.verb === 'delete'}
        busy={busy}
        onConfirm={() => confirming && void run(confirming)}
        onCancel={() => setConfirming(undefined)}
      >
        {confirming?.verb === 'delete'
          ? painel.available
            ? `${count} ${phrases.toTrash(d, selection.count)}.`
            : `${count} ${selection.count === 1 ? phrases.willBeDeleted(d) : `serão excluíd${feminine ? 'as' : 'os'}`} permanentemente. Esta ação não pode ser desfeita.`
          : `${selection.count === 1 ? 'O registro que já estiver assim não muda' : 'Os registros que já estiverem assim não mudam'}.`}
      </ConfirmDialog>
    </Paper>
  );
}
