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
import { isPeriodFilter, maskDate, wordFor, yesNoLabels, type FilterParam } from '../contract';
import { draftFromWire, wireFromDraft, type FilterDraft } from './filterDraft';
import { periodDraftKeys } from './periodFilter';
import type { ListController } from './useListController';

interface FieldFilterProps {
  list: ListController;
  params: FilterParam[];
  draft: FilterDraft;
  problems: Record<string, string>;
  /** `param`: the filter a period's day belongs to (its problem goes with a change to either day). */
  set(key: string, value: string | undefined, param?: string): void;
  /** The dialog was opened for this field (its chip): its control takes the focus. */
  focused: boolean;
}

/**
 * One field's control: a choice for yes/no and enums (by their names), the reference picker, a text box (a city),
 * or a "de … até" pair for ranges,
 * typed the Brazilian way as in the forms ("1.000,00", "31/12/2026", whatever the browser's language).
 */
function FieldFilter({ list, params, draft, problems, set, focused }: FieldFilterProps) {
  const d = list.descriptor;
  const [first] = params;
  const title = first.title;
  if (isPeriodFilter(first.kind)) {
    const keys = periodDraftKeys(first.param);
    const day = (key: string, label: string, autoFocus: boolean, problem?: string) => (
      <TextField
        size="small"
        label={label}
        autoFocus={autoFocus}
        placeholder="dd/mm/aaaa"
        value={draft[key] ?? ''}
        onChange={(e) => set(key, maskDate(e.target.value) || undefined, first.param)}
        error={Boolean(problem)}
        helperText={problem}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 10 } }}
        sx={{ flex: 1 }}
      />
    );
    return (
      <Stack spacing={0.5}>
        <Typography variant="body2" component="div" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          {day(keys.from, `${title} (de)`, focused, problems[first.param])}
          {day(keys.to, `${title} (até)`, false)}
        </Stack>
      </Stack>
    );
  }
  if (first.kind === 'reference') {
    return (
      <ReferencePicker
        resource={d.references?.[first.field]?.resource ?? ''}
        value={draft[first.param]}
        onChange={(id) => set(first.param, id)}
        label={title}
        size="small"
        autoFocus={focused}
      />
    );
  }
  if (first.kind === 'boolean' || first.kind === 'enum') {
    const options =
      first.kind === 'boolean'
        ? [
            { value: 'true', label: yesNoLabels(d, first.field).true },
            { value: 'false', label: yesNoLabels(d, first.field).false },
          ]
        : (first.values ?? []).map((v) => ({ value: String(v), label: wordFor(d, first.field, v) }));
    return (
      <TextField select size="small" label={title} autoFocus={focused} value={draft[first.param] ?? ''} onChange={(e) => set(first.param, e.target.value || undefined)}>
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
  if (first.kind === 'text') {
    return (
      <TextField
        size="small"
        label={title}
        autoFocus={focused}
        value={draft[first.param] ?? ''}
        onChange={(e) => set(first.param, e.target.value || undefined)}
        slotProps={{ htmlInput: { autoComplete: 'off', maxLength: 200 } }}
      />
    );
  }
  return (
    <Stack spacing={0.5}>
      <Typography variant="body2" component="div" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Stack direction="row" spacing={1}>
        {params.map((p, i) => {
          const dated = p.kind !== 'number';
          return (
            <TextField
              key={p.param}
              size="small"
              label={`${title} ${p.op === 'gte' ? '(de)' : '(até)'}`}
              autoFocus={focused && i === 0}
              placeholder={dated ? 'dd/mm/aaaa' : '0,00'}
              value={draft[p.param] ?? ''}
              onChange={(e) => set(p.param, (dated ? maskDate(e.target.value) : e.target.value) || undefined)}
              error={Boolean(problems[p.param])}
              helperText={problems[p.param]}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: dated ? 'numeric' : 'decimal', autoComplete: 'off', maxLength: dated ? 10 : 40 } }}
              sx={{ flex: 1 }}
            />
          );
        })}
      </Stack>
    </Stack>
  );
}

/**
 * The filters to choose, one control per field; nothing changes until "Aplicar" (one step of the history).
 * Mounted when opened, so it starts from the filters in force.
 */
export function FilterDialog({ list, focus, onClose }: { list: ListController; focus?: string; onClose(): void }) {
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const d = list.descriptor;
  const [draft, setDraft] = useState<FilterDraft>(() => draftFromWire(d, list.filterParams, list.filters));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const byField = new Map<string, FilterParam[]>();
  for (const p of list.filterParams) byField.set(p.field, [...(byField.get(p.field) ?? []), p]);

  const apply = () => {
    const read = wireFromDraft(d, list.filterParams, draft);
    if ('problems' in read) return setProblems(read.problems);
    list.setFilters(read.values);
    onClose();
  };
  const set = (key: string, value: string | undefined, param = key) => {
    setDraft((prev) => ({ ...prev, [key]: value }));
    setProblems(({ [param]: _fixed, ...rest }) => rest);
  };
  const fields: ReactNode[] = [...byField.values()].map((params) => (
    <FieldFilter key={params[0].field} list={list} params={params} draft={draft} problems={problems} set={set} focused={params[0].field === focus} />
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
        <Button
          onClick={() => {
            setDraft({});
            setProblems({});
          }}
        >
          Limpar
        </Button>
        <Button onClick={onClose}>Cancelar</Button>
        <Button variant="contained" onClick={apply}>
          Aplicar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
