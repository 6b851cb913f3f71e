import { useState } from 'react';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import FilterListIcon from '@mui/icons-material/FilterList';
import { FilterChips } from './FilterChips';
import { FilterDialog } from './FilterDialog';
import type { ListController } from './useListController';

/** "Filtros" (opens the choice of filters, full screen on a phone), the filters in force as chips, and "Limpar filtros". */
export function FilterBar({ list }: { list: ListController }) {
  const [open, setOpen] = useState(false);
  if (!list.filterParams.length) return null;
  const active = Object.keys(list.filters).length;
  return (
    <Stack direction="row" spacing={1} useFlexGap role="group" aria-label="Filtros" sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Badge badgeContent={active} color="primary">
        <Button variant="outlined" size="small" startIcon={<FilterListIcon />} onClick={() => setOpen(true)} aria-haspopup="dialog">
          Filtros
        </Button>
      </Badge>
      <FilterChips list={list} />
      {active > 0 && (
        <Button size="small" onClick={list.clearFilters}>
          Limpar filtros
        </Button>
      )}
      {open && <FilterDialog list={list} onClose={() => setOpen(false)} />}
    </Stack>
  );
}
