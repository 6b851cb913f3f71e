import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { phrases } from '../contract';
import type { ListController } from './useListController';

/** TablePagination's arrows give way to the numbered pager beside it. */
function NoArrows() {
  return null;
}

/**
 * Page size, the rows shown ("11–20 de 43") and numbered pages with first and last. A capped total has no
 * known last page: the pager offers the next one and no "last"; on a phone the page-size chooser gives way.
 */
export function ListPagination({ list }: { list: ListController }) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const known = Math.max(1, Math.ceil(list.total / list.limit));
  const pages = list.capped ? Math.max(known, list.page + 1) : known;
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', columnGap: 1, px: 1 }}>
      <TablePagination
        component="div"
        count={list.total}
        page={Math.max(0, list.page - 1)}
        rowsPerPage={list.limit}
        rowsPerPageOptions={list.pageSizes}
        onPageChange={(_, p) => list.setPage(p + 1)}
        onRowsPerPageChange={(e) => list.setLimit(Number(e.target.value))}
        ActionsComponent={NoArrows}
        // A total the server stopped counting at is said as such: "1–10 de mais de 10.000".
        {...(list.capped ? { labelDisplayedRows: ({ from, to }: { from: number; to: number }) => `${from}–${to} de ${phrases.moreThan(list.total)}` } : {})}
        sx={{ '& .MuiTablePagination-selectLabel, & .MuiTablePagination-input': { display: { xs: 'none', sm: 'flex' } } }}
      />
      <Pagination
        count={pages}
        page={Math.min(list.page, pages)}
        onChange={(_, p) => list.setPage(p)}
        showFirstButton
        showLastButton={!list.capped}
        siblingCount={phone ? 0 : 1}
        size={phone ? 'small' : 'medium'}
        shape="rounded"
        sx={{ py: 1 }}
      />
    </Stack>
  );
}
