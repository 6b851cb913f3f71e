import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { counted, type ImportReport } from '../contract';
import { wrapped } from './wrapped';

/** Every problem listed (up to the server's cap), each with its row and column, as a spreadsheet person looks for it. */
export function ImportProblems({ report }: { report: ImportReport }) {
  if (!report.problemCount) return null;
  const hidden = report.problemCount - report.problems.length;
  return (
    <>
      {/* A word wider than the screen scrolls inside the dialog, never the page. */}
      <Box sx={{ overflowX: 'auto' }}>
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
              <TableCell sx={wrapped}>{p.column ?? '—'}</TableCell>
              <TableCell sx={wrapped}>{p.message}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      </Box>
      {hidden > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          E mais {counted(hidden, 'problema', 'problemas')} depois destes.
        </Typography>
      )}
    </>
  );
}
