import { useMemo, useRef } from 'react';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { cellAlign } from './cells';
import { ListRow, rowLook } from './ListRow';
import { ListPagination } from './ListPagination';
import type { ListColumn } from './useColumnChooser';
import type { ListController } from './useListController';

/** A column's header: a sort button where the list sorts by it (aria-sort tells the order in force). */
function HeaderCell({ list, column }: { list: ListController; column: ListColumn }) {
  const active = list.sort?.field === column.field;
  const direction = active && list.sort?.desc ? 'desc' : 'asc';
  return (
    <TableCell
      align={cellAlign(column.column, list.descriptor)}
      sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
      sortDirection={active ? direction : false}
      aria-sort={active ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      {list.sortable(column.field) ? (
        <TableSortLabel active={active} direction={direction} onClick={() => list.sortBy(column.field)}>
          {column.label}
        </TableSortLabel>
      ) : (
        column.label
      )}
    </TableCell>
  );
}

/**
 * The chosen columns this width has room for: one the descriptor hides below a breakpoint (hideBelow) is left out on
 * a narrower screen, unless the person ticked it. One array while nothing changes (the rows draw again only then).
 */
function useWideEnough(list: ListController) {
  const up = (bp: 'md' | 'lg' | 'xl') => (t: Theme) => t.breakpoints.up(bp);
  const wide = { md: useMediaQuery(up('md'), { noSsr: true }), lg: useMediaQuery(up('lg'), { noSsr: true }), xl: useMediaQuery(up('xl'), { noSsr: true }) };
  const { visible, isChosen } = list.columns;
  const { md, lg, xl } = wide;
  return useMemo(() => visible.filter((c) => !c.column.hideBelow || { md, lg, xl }[c.column.hideBelow] || isChosen(c.field)), [visible, isChosen, md, lg, xl]);
}

/** The page's rows in the chosen columns, with selection, sortable headers, row actions and paging. */
export function ListTable({ list, changed }: { list: ListController; changed?: Set<string> }) {
  const d = list.descriptor;
  const columns = useWideEnough(list);
  const selecting = list.bulkControls.length > 0;
  const pageIds = list.rows.filter(list.selectable).map((r) => String(r.id));
  const onPage = pageIds.filter((id) => list.selection.isSelected(id)).length;
  // The rows read the list through this, as it is now (they are drawn again only when what they show changes).
  const latest = useRef(list);
  latest.current = list;
  return (
    <>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={d.labels.plural} sx={{ minWidth: 480 }}>
          <TableHead>
            <TableRow>
              {selecting && (
                <TableCell padding="checkbox">
                  <Checkbox
                    size="small"
                    checked={pageIds.length > 0 && onPage === pageIds.length}
                    indeterminate={onPage > 0 && onPage < pageIds.length}
                    onChange={(e) => list.selection.setPage(pageIds, e.target.checked)}
                    slotProps={{ input: { 'aria-label': 'Selecionar todos desta página' } }}
                  />
                </TableCell>
              )}
              {columns.map((c) => (
                <HeaderCell key={c.field} list={list} column={c} />
              ))}
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                Ações
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {list.rows.map((row) => {
              const id = String(row.id);
              return (
                <ListRow
                  key={id}
                  row={row}
                  descriptor={d}
                  columns={columns}
                  list={latest}
                  selecting={selecting}
                  selected={list.selection.isSelected(id)}
                  changed={Boolean(changed?.has(id))}
                  look={rowLook(list, row)}
                />
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <ListPagination list={list} />
    </>
  );
}
