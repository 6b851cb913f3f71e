import { memo, type RefObject } from 'react';
import type { ResourceDescriptor } from '../contract';
import type { RecordValues } from '../data';
import { cellAlign, CellValue } from './cells';
import { opensRow, readAheadOnPress } from './opensRow';
import { RowActions } from './RowActions';
import { RowCheckbox } from './RowCheckbox';
import type { ListColumn } from './useColumnChooser';
import type { ListController } from './useListController';

interface ListRowProps {
  row: RecordValues;
  descriptor: ResourceDescriptor;
  columns: ListColumn[];
  /** The list as it is now, read when the row draws and when it is used: a row drawn earlier never acts on an old one. */
  list: RefObject<ListController>;
  selecting: boolean;
  selected: boolean;
  changed: boolean;
  /** Everything else the row shows that comes from the list (its title, what the person may do, a running action). */
  look: string;
}

/**
 * What a row shows besides its values and columns, as one string to compare: a row whose values and look are
 * the same is not drawn again when the list around it is (a live update redraws only the rows that changed).
 */
export function rowLook(list: ListController, row: RecordValues): string {
  const id = String(row.id);
  return JSON.stringify([
    list.titleOf(row),
    list.canEditRow(row),
    list.canDeleteRow(row),
    list.recordLink(row)?.to,
    list.selectable(row),
    list.busyId === id,
    list.controlsOf(row).map((c) => [c.action.name, c.title, c.label, c.to]),
  ]);
}

/** A body cell's classes, as MUI's small TableCell names them (its look is listCells.css's `.painel-td`). */
function cellClass(kind: 'checkbox' | 'right' | undefined, extra?: string): string {
  const placed = kind === 'checkbox' ? 'MuiTableCell-paddingCheckbox' : kind === 'right' ? 'MuiTableCell-alignRight' : '';
  return ['MuiTableCell-root MuiTableCell-body MuiTableCell-sizeSmall painel-td', placed, extra].filter(Boolean).join(' ');
}

/** Same values: what a new read of an unchanged record gives (equal, though not the same objects). */
function sameValues(a: RecordValues, b: RecordValues): boolean {
  if (a === b) return true;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((k) => Object.is(a[k], b[k]) || (typeof a[k] === 'object' && a[k] !== null && JSON.stringify(a[k]) === JSON.stringify(b[k])));
}

function sameRow(a: ListRowProps, b: ListRowProps): boolean {
  return a.descriptor === b.descriptor && a.columns === b.columns && a.list === b.list && a.selecting === b.selecting && a.selected === b.selected && a.changed === b.changed && a.look === b.look && sameValues(a.row, b.row);
}

/** One row of the table: selection, its values in the chosen columns, its actions. A click on it opens its page. */
export const ListRow = memo(function ListRow({ row, descriptor: d, columns, list: latest, selecting, selected, changed }: ListRowProps) {
  const list = latest.current;
  const id = String(row.id);
  const opens = list.resource.canOpen;
  return (
    // The keyboard reaches the row's page through its open button. A plain row and cells with MUI's table classes,
    // drawn by static CSS (listCells.css): a list's first drawing is mostly its rows' components.
    <tr
      className={['MuiTableRow-root MuiTableRow-hover painel-tr', selecting && selected && 'Mui-selected', opens && 'painel-row-opens', changed && 'painel-row-changed'].filter(Boolean).join(' ')}
      onClick={opens ? (e) => opensRow(e) && latest.current.openRow(row) : undefined}
      onPointerDown={opens ? (e) => readAheadOnPress(e, latest.current, row) : undefined}
    >
      {selecting && (
        <td className={cellClass('checkbox')}>
          <RowCheckbox checked={selected} disabled={!list.selectable(row)} onChange={() => latest.current.selection.toggle(id)} label={`Selecionar ${list.titleOf(row)}`} />
        </td>
      )}
      {columns.map((c) => {
        const align = cellAlign(c.column, d);
        return (
          <td key={c.field} className={cellClass(align, align ? 'painel-cell painel-cell-nowrap' : 'painel-cell')}>
            <CellValue value={row[c.field]} column={c.column} row={row} descriptor={d} />
          </td>
        );
      })}
      <td className={cellClass('right', 'painel-cell-nowrap painel-cell-actions')}>
        <RowActions list={list} row={row} />
      </td>
    </tr>
  );
}, sameRow);
