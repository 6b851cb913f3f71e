import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { CellValue } from './cells';
import { ListPagination } from './ListPagination';
import { opensRow, readAheadOnPress } from './opensRow';
import { RowActions } from './RowActions';
import type { ListController } from './useListController';

const VISUAL = new Set(['image', 'file']);

/** The list on a phone: one card per record (picture, labelled fields, actions) instead of a table too wide to read. */
export function ListCards({ list, changed }: { list: ListController; changed?: Set<string> }) {
  const d = list.descriptor;
  const columns = list.columns.visible;
  const visual = columns.find((c) => VISUAL.has(c.column.kind ?? 'text'));
  const fields = columns.filter((c) => c !== visual);
  const selecting = list.bulkControls.length > 0;
  const pageIds = list.rows.filter(list.selectable).map((r) => String(r.id));
  const onPage = pageIds.filter((id) => list.selection.isSelected(id)).length;
  return (
    <>
      {selecting && (
        <Box sx={{ px: 2, pt: 1 }}>
          <FormControlLabel
            control={
              <Checkbox
                size="small"
                checked={pageIds.length > 0 && onPage === pageIds.length}
                indeterminate={onPage > 0 && onPage < pageIds.length}
                onChange={(e) => list.selection.setPage(pageIds, e.target.checked)}
              />
            }
            label="Selecionar todos desta página"
            slotProps={{ typography: { variant: 'body2' } }}
          />
        </Box>
      )}
      <Box component="ul" aria-label={d.labels.plural} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {list.rows.map((row, i) => (
          <Fragment key={String(row.id)}>
            {i > 0 && <Divider component="li" aria-hidden />}
            <Box
              component="li"
              sx={{ p: 2 }}
              className={[list.resource.canOpen && 'painel-row-opens', changed?.has(String(row.id)) && 'painel-row-changed'].filter(Boolean).join(' ') || undefined}
              onClick={list.resource.canOpen ? (e) => opensRow(e) && list.openRow(row) : undefined}
              onPointerDown={list.resource.canOpen ? (e) => readAheadOnPress(e, list, row) : undefined}
            >
              <Stack direction="row" spacing={1.5}>
                {selecting && (
                  <Checkbox
                    size="small"
                    checked={list.selection.isSelected(String(row.id))}
                    disabled={!list.selectable(row)}
                    onChange={() => list.selection.toggle(String(row.id))}
                    slotProps={{ input: { 'aria-label': `Selecionar ${list.titleOf(row)}` } }}
                    sx={{ alignSelf: 'flex-start', ml: -1, mt: -1 }}
                  />
                )}
                {visual && <CellValue value={row[visual.field]} column={visual.column} row={row} descriptor={d} />}
                <Stack spacing={0.75} sx={{ minWidth: 0, flexGrow: 1 }}>
                  {fields.map((c) => (
                    <Box key={c.field}>
                      <Typography variant="caption" color="text.secondary" component="div">
                        {c.label}
                      </Typography>
                      <Box sx={{ wordBreak: 'break-word' }}>
                        <CellValue value={row[c.field]} column={c.column} row={row} descriptor={d} />
                      </Box>
                    </Box>
                  ))}
                </Stack>
              </Stack>
              <Box sx={{ mt: 1 }}>
                <RowActions list={list} row={row} />
              </Box>
            </Box>
          </Fragment>
        ))}
      </Box>
      <ListPagination list={list} />
    </>
  );
}
