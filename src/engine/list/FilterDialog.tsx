import { useId, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { ReferencePicker } from '../core';
import type { FilterParam } from '../contract';
import { booleanLabels } from './filterLabels';
import type { ListController } from './useListController';

type Draft = Record<string, string | undefined>;

const INPUT_TYPE: Partial<Record<FilterParam['kind'], string>> = { number: 'number', date: 'date', 'date-time': 'date' };

/** One field's control: a choice for yes/no and enums, the reference picker, or a "de … até" pair for ranges. */
function FieldFilter({ list, params, draft, set }: { list: ListController; params: FilterParam[]; draft: Draft; set(param: string, value: string | undefined): void }) {
  const d = list.descriptor;
  const [first] = params;
  const title = first.title;
  if (first.kind === 'reference') {
    return (
      <ReferencePicker
        resource={d.references?.[first.field]?.resource ?? ''}
        value={draft[first.param]}
        onChange={(id) => set(first.param, id)}
        label={title}
        size="small"
      />
    );
  }
  if (first.kind === 'boolean' || first.kind === 'enum') {
    const options =
      first.kind === 'boolean'
        ? [
            { value: 'true', label: booleanLabels(d, first.field).true },
            { value: 'false', label: booleanLabels(d, first.field).false },
          ]
        : (first.values ?? []).map((v) => ({ value: String(v), label: String(v) }));
    return (
      <TextField select size="small" label={title} value={draft[first.param] ?? ''} onChange={(e) => set(first.param, e.target.value || undefined)}>
        <MenuItem value="">
          <em>Todos</em>
        </MenuItem>
        {options.map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {o.label}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  return (
    <Stack spacing={0.5}>
      <Typography variant="body2" component="div" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Stack direction="row" spacing={1}>
        {params.map((p) => (
          <TextField
            key={p.param}
            size="small"
            type={INPUT_TYPE[p.kind] ?? 'text'}
            label={`${title} ${p.op === 'gte' ? '(de)' : '(até)'}`}
            value={draft[p.param] ?? ''}
            onChange={(e) => set(p.param, e.target.value || undefined)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: p.kind === 'number' ? { step: 'any' } : undefined }}
            sx={{ flex: 1 }}
          />
        ))}
      </Stack>
    </Stack>
  );
}

/**
 * The filters to choose, one control per field; nothing changes until "Aplicar" (one step of the history).
 * Mounted when opened, so it starts from the filters in force.
 */
export function FilterDialog({ list, onClose }: { list: ListController; onClose(): void }) {
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const [draft, setDraft] = useState<Draft>(list.filters);
  const byField = new Map<string, FilterParam[]>();
  for (const p of list.filterParams) byField.set(p.field, [...(byField.get(p.field) ?? []), p]);

  const apply = () => {
    list.setFilters(Object.fromEntries(list.filterParams.map((p) => [p.param, draft[p.param] || undefined])));
    onClose();
  };
  const fields: ReactNode[] = [...byField.values()].map((params) => (
    <FieldFilter key={params[0].field} list={list} params={params} draft={draft} set={(param, value) => setDraft((prev) => ({ ...prev, [param]: value }))} />
  ));

  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Filtros</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          {fields}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setDraft({})}>Limpar</Button>
        <Button onClick={onClose}>Cancelar</Button>
        <Button variant="contained" onClick={apply}>
          Aplicar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
