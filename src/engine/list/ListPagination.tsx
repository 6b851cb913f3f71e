import TablePagination from '@mui/material/TablePagination';
import { phrases } from '../contract';
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
      // A total the server stopped counting at is said as such: "1–10 de mais de 10.000".
      {...(list.capped ? { labelDisplayedRows: ({ from, to }: { from: number; to: number }) => `${from}–${to} de ${phrases.moreThan(list.total)}` } : {})}
      sx={{ '& .MuiTablePagination-selectLabel, & .MuiTablePagination-input': { display: { xs: 'none', sm: 'flex' } } }}
    />
  );
}
