import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { cellAlign, CellValue } from './cells';
import { ListPagination } from './ListPagination';
import { opensRow } from './opensRow';
import { RowActions } from './RowActions';
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

/** The page's rows in the chosen columns, with selection, sortable headers, row actions and paging. */
export function ListTable({ list, changed }: { list: ListController; changed?: Set<string> }) {
  const d = list.descriptor;
  const columns = list.columns.visible;
  const selecting = list.bulkControls.length > 0;
  const pageIds = list.rows.filter(list.selectable).map((r) => String(r.id));
  const onPage = pageIds.filter((id) => list.selection.isSelected(id)).length;
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
              const selected = list.selection.isSelected(id);
              return (
                // A click on the row opens its page; the keyboard reaches it through the row's open button.
                <TableRow
                  key={id}
                  hover
                  selected={selecting && selected}
                  className={[list.resource.canOpen && 'painel-row-opens', changed?.has(id) && 'painel-row-changed'].filter(Boolean).join(' ') || undefined}
                  onClick={list.resource.canOpen ? (e) => opensRow(e) && list.openRow(row) : undefined}
                >
                  {selecting && (
                    <TableCell padding="checkbox">
                      <Checkbox
                        size="small"
                        checked={selected}
                        disabled={!list.selectable(row)}
                        onChange={() => list.selection.toggle(id)}
                        slotProps={{ input: { 'aria-label': `Selecionar ${list.titleOf(row)}` } }}
                      />
                    </TableCell>
                  )}
                  {columns.map((c) => (
                    <TableCell key={c.field} align={cellAlign(c.column, d)} className={cellAlign(c.column, d) ? 'painel-cell painel-cell-nowrap' : 'painel-cell'}>
                      <CellValue value={row[c.field]} column={c.column} row={row} descriptor={d} />
                    </TableCell>
                  ))}
                  <TableCell align="right" className="painel-cell-nowrap painel-cell-actions">
                    <RowActions list={list} row={row} />
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <ListPagination list={list} />
    </>
  );
}
