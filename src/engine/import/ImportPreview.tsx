import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ImportReport } from '../contract';

/** The first rows as they would be written: created or which record they change, values worded as the list shows them. */
export function ImportPreview({ report }: { report: ImportReport }) {
  if (!report.preview.length) return null;
  const fields = report.fields.filter((f) => report.columns.some((c) => c.field === f.name) && f.name !== 'id');
  return (
    <Table size="small" aria-label="Prévia das primeiras linhas">
      <TableHead>
        <TableRow>
          <TableCell>Linha</TableCell>
          <TableCell>Ação</TableCell>
          {fields.map((f) => (
            <TableCell key={f.name} sx={{ whiteSpace: 'nowrap' }}>
              {f.title}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {report.preview.map((r) => (
          <TableRow key={r.row}>
            <TableCell>{r.row}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.operation === 'create' ? 'Criar' : `Alterar ${r.id}`}</TableCell>
            {fields.map((f) => (
              // One line per row, as in the list; the table scrolls sideways on a phone, long texts end in "…".
              <TableCell key={f.name} title={r.values[f.name]} sx={{ whiteSpace: 'nowrap', maxWidth: 260, overflow: 'hidden', textOverflow: 'ellipsis' }}>
                {r.values[f.name] ?? ''}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
