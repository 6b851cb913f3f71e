import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { CellValue } from './cells';
import { ListPagination } from './ListPagination';
import { RowActions } from './RowActions';
import type { ListController } from './useListController';

/** The page's rows in the descriptor's columns, with row actions and paging. */
export function ListTable({ list }: { list: ListController }) {
  const d = list.descriptor;
  const columns = d.list?.columns ?? [];
  return (
    <>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={d.labels.plural} sx={{ minWidth: 480 }}>
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell key={c.field} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {c.label ?? d.schema.properties[c.field]?.title ?? c.field}
                </TableCell>
              ))}
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                Ações
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {list.rows.map((row) => (
              <TableRow key={String(row.id)} hover>
                {columns.map((c) => (
                  <TableCell key={c.field} sx={{ maxWidth: 360 }}>
                    <CellValue value={row[c.field]} column={c} row={row} descriptor={d} />
                  </TableCell>
                ))}
                <TableCell align="right" sx={{ whiteSpace: 'nowrap', py: 0.5 }}>
                  <RowActions list={list} row={row} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <ListPagination list={list} />
    </>
  );
}
