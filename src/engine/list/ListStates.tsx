import Button from '@mui/material/Button';
import { Link } from 'react-router-dom';
import { phrases } from '../contract';
import { EmptyState, LoadFailure, LoadingRows } from '../ui';
import type { ListController } from './useListController';

export function ListLoading() {
  return <LoadingRows label="Carregando registros" />;
}

export function ListError({ list }: { list: ListController }) {
  return <LoadFailure title={list.errorTitle} error={list.error} canRetry={list.canRetry} retry={list.retry} />;
}

/**
 * Nothing to show: nothing exists yet (offer to create), or the search and filters in force found nothing
 * (say which, and offer to clear each).
 */
export function ListEmpty({ list }: { list: ListController }) {
  const d = list.descriptor;
  const filtered = Object.keys(list.filters).length > 0;
  const why = list.q && filtered ? `para “${list.q}” com os filtros aplicados` : list.q ? `para “${list.q}”` : 'com os filtros aplicados';
  if (list.q || filtered) {
    return (
      <EmptyState message={`Nenhum resultado ${why}.`}>
        {filtered && <Button onClick={list.clearFilters}>Limpar filtros</Button>}
        {list.q && <Button onClick={list.clearSearch}>Limpar busca</Button>}
      </EmptyState>
    );
  }
  return (
    <EmptyState message={phrases.noneYet(d)}>
      {list.resource.canCreate && (
        <Button component={Link} to={list.resource.paths.create} variant="outlined">
          {phrases.newRecord(d)}
        </Button>
      )}
    </EmptyState>
  );
}
