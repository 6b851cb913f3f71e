import Chip from '@mui/material/Chip';
import { useRecordTitle } from '../core';
import type { FilterParam } from '../contract';
import { filterChipLabel, filterValueText } from './filterLabels';
import type { ListController } from './useListController';

/** One filter in force, removable; a reference is named by its record's title. */
function FilterChip({ list, param, value }: { list: ListController; param: FilterParam; value: string }) {
  const target = list.descriptor.references?.[param.field]?.resource;
  const reference = useRecordTitle(target ?? '', target ? value : undefined);
  const text = target ? (reference.title || value) : filterValueText(list.descriptor, param, value);
  const label = filterChipLabel(param, text);
  const remove = () => list.setFilters({ [param.param]: undefined });
  // The whole chip is the "remove" button its name says (a click, Enter, or Delete), not only its ×.
  return <Chip size="small" label={label} onClick={remove} onDelete={remove} aria-label={`Remover filtro ${label}`} />;
}

/** The filters in force as chips, each removed with its ×. */
export function FilterChips({ list }: { list: ListController }) {
  return (
    <>
      {list.filterParams
        .filter((p) => list.filters[p.param])
        .map((p) => (
          <FilterChip key={p.param} list={list} param={p} value={list.filters[p.param]} />
        ))}
    </>
  );
}
