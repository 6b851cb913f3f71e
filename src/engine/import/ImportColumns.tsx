import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ImportReport } from '../contract';
import type { ImportController } from './useImport';
import { wrapped } from './wrapped';

/** Each column of the file and the field it fills, changeable: "Ignorar" leaves a column out. */
export function ImportColumns({ report, control }: { report: ImportReport; control: ImportController }) {
  return (
    <Table size="small" aria-label="Colunas do arquivo">
      <TableHead>
        <TableRow>
          <TableCell>Coluna do arquivo</TableCell>
          <TableCell>Campo</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {report.columns.map(({ header }, i) => (
          <TableRow key={`${i}-${header}`}>
            <TableCell sx={wrapped}>{header || <em>(sem título)</em>}</TableCell>
            <TableCell sx={{ minWidth: 170 }}>
              <TextField
                select
                size="small"
                fullWidth
                value={control.mapping[header] ?? ''}
                onChange={(e) => control.place(header, e.target.value)}
                slotProps={{ htmlInput: { 'aria-label': `Campo da coluna ${header || i + 1}` } }}
              >
                <MenuItem value="">
                  <em>Ignorar</em>
                </MenuItem>
                {report.fields.map((f) => (
                  <MenuItem key={f.name} value={f.name}>
                    {f.title}
                    {f.required ? ' *' : ''}
                  </MenuItem>
                ))}
              </TextField>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
