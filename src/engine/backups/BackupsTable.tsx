import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { alpha, useTheme, type Theme } from '@mui/material/styles';
import type { BackupLine } from './backupWords';

/** The file's name: the folder is said once, above the table. */
const fileName = (path: string) => path.split(/[\\/]/).at(-1) ?? path;

// The last good one stands out: the one the server would come back from.
const lastGoodLook = (t: Theme) => ({ bgcolor: alpha(t.palette.success.main, 0.1) });

function Verified({ line }: { line: BackupLine }) {
  const color = line.running ? 'info' : line.verified === 'Sim' ? 'success' : 'error';
  return <Chip size="small" variant="outlined" color={color} label={line.verified} />;
}

function LastGoodMark({ line }: { line: BackupLine }) {
  return line.lastGood ? <Chip size="small" color="success" label="Última cópia boa" /> : null;
}

/** A phone: one card per backup, every column a line (a seven-column table does not fit). */
function BackupCards({ lines }: { lines: BackupLine[] }) {
  return (
    <Box component="ol" aria-label="Cópias de segurança, da mais recente à mais antiga" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {lines.map((line) => (
        <Box component="li" key={line.id} sx={[{ px: 2, py: 1.5, '& + &': { borderTop: 1, borderColor: 'divider' } }, line.lastGood && lastGoodLook]}>
          <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
            <Typography variant="body2" component="time" dateTime={line.startedAt} sx={{ fontWeight: 600 }}>
              {line.when}
            </Typography>
            <Verified line={line} />
            <LastGoodMark line={line} />
          </Stack>
          <Typography variant="body2" color="text.secondary">{`${line.reason} · ${line.by} · ${line.size}`}</Typography>
          <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
            {fileName(line.where)}
          </Typography>
          {line.error && (
            <Typography variant="body2" color="error">
              {line.error}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}

/** The recent backups (and restores), newest first, the last good one highlighted. */
export function BackupsTable({ lines }: { lines: BackupLine[] }) {
  const phone = useMediaQuery(useTheme().breakpoints.down('md'));
  if (phone) return <BackupCards lines={lines} />;
  return (
    <TableContainer>
      <Table size="small" aria-label="Cópias de segurança, da mais recente à mais antiga">
        <TableHead>
          <TableRow>
            {['Quando', 'Motivo', 'Por quem', 'Tamanho', 'Onde', 'Verificada', 'Erro'].map((title) => (
              <TableCell key={title} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {title}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.id} sx={[line.lastGood && lastGoodLook]} aria-current={line.lastGood ? 'true' : undefined}>
              {/* The mark under the date: beside it, the columns after it were pushed off a 1280-px screen. */}
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <time dateTime={line.startedAt}>{line.when}</time>
                {line.lastGood && (
                  <Box>
                    <LastGoodMark line={line} />
                  </Box>
                )}
              </TableCell>
              <TableCell>{line.reason}</TableCell>
              <TableCell>{line.by}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{line.size}</TableCell>
              <TableCell title={line.where} sx={{ minWidth: 170, overflowWrap: 'anywhere' }}>
                {fileName(line.where)}
              </TableCell>
              <TableCell>
                <Verified line={line} />
              </TableCell>
              <TableCell sx={{ color: 'error.main', minWidth: 160 }}>{line.error ?? ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
