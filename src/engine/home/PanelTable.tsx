import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SxProps, Theme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';
import type { PanelData } from '../contract';
import { panelValue } from './panelWords';

interface PanelTableProps {
  /** The table's accessible name: the panel's title. */
  label: string;
  data: PanelData;
  /** A row's own list, if it has one: its first cell links there. */
  rowTo(index: number): string | undefined;
  sx?: SxProps<Theme>;
}

const numeric = (unit: string) => unit === 'count' || unit === 'money' || unit === 'percent';

/** A panel's numbers as a table: a list panel's rows, and a chart's numbers for whoever does not see the chart. */
export function PanelTable({ label, data, rowTo, sx }: PanelTableProps) {
  return (
    // Narrow paddings: a list panel is a third of the page wide.
    <Table size="small" aria-label={label} sx={[{ '& .MuiTableCell-root': { px: 1 } }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <TableHead>
        <TableRow>
          {data.columns.map((c) => (
            <TableCell key={c.key} align={numeric(c.unit) ? 'right' : 'left'}>
              {c.label}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {data.rows.map((row, i) => {
          const to = rowTo(i);
          return (
            // Rows have no id of their own; the order is the server's and a new answer redraws them all.
            <TableRow key={i}>
              {data.columns.map((c, j) => {
                const text = panelValue(row[c.key], c.unit);
                return (
                  <TableCell key={c.key} align={numeric(c.unit) ? 'right' : 'left'} sx={{ whiteSpace: numeric(c.unit) ? 'nowrap' : undefined }}>
                    {j === 0 && to ? (
                      <Link component={RouterLink} to={to}>
                        {text}
                      </Link>
                    ) : (
                      text
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
