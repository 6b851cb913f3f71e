import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { SYSTEM_ACTOR, SYSTEM_ACTOR_PARAM } from '../contract';
import { SearchPicker } from '../core';
import { swrKeys } from '../data';
import { keepClearOfToasts } from '../ui';
import { DayField } from './DayField';
import type { ActivityController } from './useActivityController';

const control = { width: { xs: 'auto', sm: 190 }, minWidth: 0 };
/** On a phone, two controls a line (the person's search gets a whole one): the changes stay in sight. */
const filterRow = { display: { xs: 'grid', sm: 'flex' }, gridTemplateColumns: '1fr 1fr', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' } as const;
const wholeLine = { gridColumn: '1 / -1' } as const;
/** "Todos" and "Todas" are choices like the others: shown, not a blank under the label. */
const showEmpty = { inputLabel: { shrink: true }, select: { displayEmpty: true } } as const;

/** Who, which resource, which operation, which period; and "Exportar CSV" of what they match. */
export function ActivityFilterBar({ activity }: { activity: ActivityController }) {
  const { filters, setFilter } = activity;
  const filtered = Object.keys(filters).length > 0;
  return (
    <Stack spacing={1.5} {...keepClearOfToasts}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <Typography color="text.secondary">Todas as alterações, de todos os recursos, da mais recente à mais antiga.</Typography>
        {activity.canExport && (
          <Button
            variant="outlined"
            size="small"
            startIcon={<DownloadIcon />}
            onClick={() => void activity.exportCsv()}
            disabled={activity.exporting}
            sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, flexShrink: 0 }}
          >
            {activity.exporting ? 'Exportando…' : 'Exportar CSV'}
          </Button>
        )}
      </Stack>
      <Box sx={filterRow}>
        <Stack sx={{ ...control, ...wholeLine }}>
          <SearchPicker
            search={activity.people}
            searchKey={swrKeys.activityPeople}
            value={filters.actor}
            onChange={(id) => setFilter('actor', id)}
            label="Pessoa"
            placeholder="Buscar pessoa"
            size="small"
            // The server's own changes (the first administrator, demo rows, a purge) have no person.
            fixedChoices={[{ id: SYSTEM_ACTOR_PARAM, title: SYSTEM_ACTOR.name }]}
          />
        </Stack>
        <TextField select size="small" label="Recurso" value={filters.resource ?? ''} onChange={(e) => setFilter('resource', e.target.value || undefined)} slotProps={showEmpty} sx={control}>
          <MenuItem value="">Todos</MenuItem>
          {activity.resources.map((r) => (
            <MenuItem key={r.name} value={r.name}>
              {r.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label="Operação" value={filters.operation ?? ''} onChange={(e) => setFilter('operation', e.target.value || undefined)} slotProps={showEmpty} sx={control}>
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
          <Button onClick={activity.clearFilters} sx={{ ...wholeLine, justifySelf: 'start', alignSelf: { sm: 'center' } }}>
            Limpar filtros
          </Button>
        )}
      </Box>
    </Stack>
  );
}
