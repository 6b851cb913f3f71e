import TablePagination from '@mui/material/TablePagination';
import type { ListController } from './useListController';

/** Page and page size; on a phone the page-size chooser gives way so the arrows stay on screen. */
export function ListPagination({ list }: { list: ListController }) {
  return (
    <TablePagination
      component="div"
      count={list.total}
      page={Math.max(0, list.page - 1)}
      rowsPerPage={list.limit}
      rowsPerPageOptions={list.pageSizes}
      onPageChange={(_, p) => list.setPage(p + 1)}
      onRowsPerPageChange={(e) => list.setLimit(Number(e.target.value))}
      sx={{ '& .MuiTablePagination-selectLabel, & .MuiTablePagination-input': { display: { xs: 'none', sm: 'flex' } } }}
    />
  );
}
