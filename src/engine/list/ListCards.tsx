import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { CellValue } from './cells';
import { ListPagination } from './ListPagination';
import { RowActions } from './RowActions';
import type { ListController } from './useListController';

const VISUAL = new Set(['image', 'file']);

/** The list on a phone: one card per record (picture, labelled fields, actions) instead of a table too wide to read. */
export function ListCards({ list }: { list: ListController }) {
  const d = list.descriptor;
  const columns = d.list?.columns ?? [];
  const visual = columns.find((c) => VISUAL.has(c.kind ?? 'text'));
  const fields = columns.filter((c) => c !== visual);
  return (
    <>
      <Box component="ul" aria-label={d.labels.plural} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {list.rows.map((row, i) => (
          <Fragment key={String(row.id)}>
            {i > 0 && <Divider component="li" aria-hidden />}
            <Box component="li" sx={{ p: 2 }}>
              <Stack direction="row" spacing={1.5}>
                {visual && <CellValue value={row[visual.field]} column={visual} row={row} descriptor={d} />}
                <Stack spacing={0.75} sx={{ minWidth: 0, flexGrow: 1 }}>
                  {fields.map((c) => (
                    <Box key={c.field}>
                      <Typography variant="caption" color="text.secondary" component="div">
                        {c.label ?? d.schema.properties[c.field]?.title ?? c.field}
                      </Typography>
                      <Box sx={{ wordBreak: 'break-word' }}>
                        <CellValue value={row[c.field]} column={c} row={row} descriptor={d} />
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
