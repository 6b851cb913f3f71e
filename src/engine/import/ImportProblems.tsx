import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { counted, type ImportReport } from '../contract';

/** Every problem listed (up to the server's cap), each with its row and column, as a spreadsheet person looks for it. */
export function ImportProblems({ report }: { report: ImportReport }) {
  if (!report.problemCount) return null;
  const hidden = report.problemCount - report.problems.length;
  return (
    <>
      <Table size="small" aria-label="Problemas encontrados">
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 64 }}>Linha</TableCell>
            <TableCell>Coluna</TableCell>
            <TableCell>Problema</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {report.problems.map((p, i) => (
            <TableRow key={i}>
              <TableCell>{p.row}</TableCell>
              <TableCell sx={{ wordBreak: 'break-word' }}>{p.column ?? '—'}</TableCell>
              <TableCell sx={{ wordBreak: 'break-word' }}>{p.message}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {hidden > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          E mais {counted(hidden, 'problema', 'problemas')} depois destes.
        </Typography>
      )}
    </>
  );
}
