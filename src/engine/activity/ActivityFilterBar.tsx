import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { ReferencePicker } from '../core';
import { keepClearOfToasts } from '../ui';
import { DayField } from './DayField';
import type { ActivityController } from './useActivityController';

const control = { width: { xs: '100%', sm: 200 } };

/** Who, which resource, which operation, which period; and "Exportar CSV" of what they match. */
export function ActivityFilterBar({ activity }: { activity: ActivityController }) {
  const { filters, setFilter } = activity;
  const filtered = Object.keys(filters).length > 0;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: { sm: 'flex-start' } }} {...keepClearOfToasts}>
      {activity.people && (
        <Stack sx={control}>
          <ReferencePicker resource={activity.people} value={filters.actor} onChange={(id) => setFilter('actor', id)} label="Pessoa" placeholder="Buscar pessoa" size="small" />
        </Stack>
      )}
      <TextField select size="small" label="Recurso" value={filters.resource ?? ''} onChange={(e) => setFilter('resource', e.target.value || undefined)} sx={control}>
        <MenuItem value="">Todos</MenuItem>
        {activity.resources.map((r) => (
          <MenuItem key={r.name} value={r.name}>
            {r.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField select size="small" label="Operação" value={filters.operation ?? ''} onChange={(e) => setFilter('operation', e.target.value || undefined)} sx={control}>
        <MenuItem value="">Todas</MenuItem>
        {activity.operations.map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {o.label}
          </MenuItem>
        ))}
      </TextField>
      <DayField label="De" value={filters.from} onChange={(v) => setFilter('from', v)} />
      <DayField label="Até" value={filters.to} onChange={(v) => setFilter('to', v)} />
      {filtered && (
        <Button onClick={activity.clearFilters} sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}>
          Limpar filtros
        </Button>
      )}
      <Button
        variant="outlined"
        size="small"
        startIcon={<DownloadIcon />}
        onClick={() => void activity.exportCsv()}
        disabled={activity.exporting}
        sx={{ ml: { sm: 'auto' }, alignSelf: { xs: 'flex-start', sm: 'center' } }}
      >
        {activity.exporting ? 'Exportando…' : 'Exportar CSV'}
      </Button>
    </Stack>
  );
}
