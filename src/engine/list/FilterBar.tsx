import { lazy, Suspense, useState } from 'react';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import FilterListIcon from '@mui/icons-material/FilterList';
import { FilterChips } from './FilterChips';
import type { ListController } from './useListController';

// The dialog (reference pickers: MUI's Autocomplete and its positioning engine) is fetched when asked for, or
// when the pointer comes to "Filtros": the list's first render does not wait for it.
const loadFilterDialog = () => import('./FilterDialog');
const FilterDialog = lazy(() => loadFilterDialog().then((m) => ({ default: m.FilterDialog })));

/** "Filtros" (opens the choice of filters, full screen on a phone), the filters in force as chips, and "Limpar filtros". */
export function FilterBar({ list }: { list: ListController }) {
  // Open, with the field whose control takes the focus (a chip opens its own filter).
  const [open, setOpen] = useState<{ focus?: string }>();
  if (!list.filterParams.length) return null;
  const active = Object.keys(list.filters).length;
  return (
    <Stack direction="row" spacing={1} useFlexGap role="group" aria-label="Filtros" sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Badge badgeContent={active} color="primary">
        <Button
          variant="outlined"
          size="small"
          startIcon={<FilterListIcon />}
          onPointerEnter={() => void loadFilterDialog()}
          onFocus={() => void loadFilterDialog()}
          onClick={() => setOpen({})}
          aria-haspopup="dialog"
        >
          Filtros
        </Button>
      </Badge>
      <FilterChips list={list} onEdit={(focus) => setOpen({ focus })} />
      {active > 0 && (
        <Button size="small" onClick={list.clearFilters}>
          Limpar filtros
        </Button>
      )}
      {open && (
        <Suspense fallback={null}>
          <FilterDialog list={list} focus={open.focus} onClose={() => setOpen(undefined)} />
        </Suspense>
      )}
    </Stack>
  );
}
