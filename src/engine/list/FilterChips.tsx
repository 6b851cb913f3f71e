import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import CancelIcon from '@mui/icons-material/Cancel';
import { useRecordTitle } from '../core';
import type { FilterParam } from '../contract';
import { filterChipLabel, filterValueText } from './filterLabels';
import type { ListController } from './useListController';

interface ChipProps {
  list: ListController;
  param: FilterParam;
  value: string;
  /** Opens the filters with this field's control focused. */
  onEdit(field: string): void;
}

/**
 * One filter in force, drawn as one chip of two buttons: the chip itself opens the filter to change it; only its
 * × removes it (a click anywhere on the chip used to remove it). Two sibling buttons, not a button in a button.
 */
function FilterChip({ list, param, value, onEdit }: ChipProps) {
  const target = list.descriptor.references?.[param.field]?.resource;
  const reference = useRecordTitle(target ?? '', target ? value : undefined);
  const text = target ? reference.title || value : filterValueText(list.descriptor, param, value);
  const label = filterChipLabel(param, text);
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', borderRadius: 4, bgcolor: 'action.selected', maxWidth: '100%' }}>
      <Chip
        size="small"
        label={label}
        onClick={() => onEdit(param.field)}
        aria-label={`Alterar filtro ${label}`}
        aria-haspopup="dialog"
        sx={{ bgcolor: 'transparent', minWidth: 0, pr: 0 }}
      />
      <IconButton size="small" aria-label={`Remover filtro ${label}`} title="Remover filtro" onClick={() => list.setFilters({ [param.param]: undefined })} sx={{ p: 0.25, mr: 0.25 }}>
        <CancelIcon sx={{ fontSize: 18 }} />
      </IconButton>
    </Box>
  );
}

/** The filters in force as chips: each opens its filter, its × removes it. */
export function FilterChips({ list, onEdit }: { list: ListController; onEdit(field: string): void }) {
  return (
    <>
      {list.filterParams
        .filter((p) => list.filters[p.param])
        .map((p) => (
          <FilterChip key={p.param} list={list} param={p} value={list.filters[p.param]} onEdit={onEdit} />
        ))}
    </>
  );
}
