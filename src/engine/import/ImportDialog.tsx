import { useId, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import UploadIcon from '@mui/icons-material/FileUploadOutlined';
import { counted, type ImportReport, type ResourceDescriptor } from '../contract';
import { visuallyHidden } from '../ui';
import { ImportColumns } from './ImportColumns';
import { ImportPreview } from './ImportPreview';
import { ImportProblems } from './ImportProblems';
import { useImport, type ImportController } from './useImport';

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function Summary({ report, refusal, control }: { report: ImportReport; refusal?: string; control: ImportController }) {
  if (refusal) return <Alert severity="error">{refusal}</Alert>;
  if (control.mappingChanged) return <Alert severity="info">Você mudou as colunas: verifique de novo antes de importar.</Alert>;
  const rows = counted(report.rows, 'linha', 'linhas');
  if (report.problemCount) {
    return (
      <Alert severity="error">
        {counted(report.problemCount, 'problema', 'problemas')}
        {report.rows ? ` em ${rows}` : ''}. Corrija o arquivo e escolha-o de novo, ou ligue as colunas abaixo e clique em “Verificar de novo”: nada é
        importado enquanto houver problemas.
      </Alert>
    );
  }
  if (!report.rows) return <Alert severity="warning">O arquivo não tem linhas com dados.</Alert>;
  const parts = [report.create && `${report.create.toLocaleString('pt-BR')} a criar`, report.update && `${report.update.toLocaleString('pt-BR')} a alterar`].filter(Boolean);
  return (
    <Alert severity="success">
      Tudo certo: {rows}, {parts.join(' e ')}. Nada foi gravado ainda.
    </Alert>
  );
}

function Sending({ sent, writing, rows, total }: { sent?: number; writing: boolean; rows?: number; total?: number }) {
  const read = rows?.toLocaleString('pt-BR');
  let text: string;
  let percent: number | undefined;
  if (sent !== undefined) {
    text = `Enviando o arquivo… ${Math.round(sent * 100)}%`;
    percent = sent * 100;
  } else if (writing) {
    text = read ? `Gravando os registros… ${read}${total ? ` de ${total.toLocaleString('pt-BR')}` : ''}` : 'Gravando os registros…';
    percent = rows && total ? Math.min(100, (rows / total) * 100) : undefined;
  } else text = read ? `Lendo e verificando cada linha… ${read} linhas` : 'Lendo e verificando cada linha…';
  return (
    <Box role="status" aria-live="polite" sx={{ py: 2 }}>
      <LinearProgress variant={percent !== undefined ? 'determinate' : 'indeterminate'} value={percent} aria-label="Progresso da importação" />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {text}
      </Typography>
    </Box>
  );
}

/**
 * "Importar planilha": choose a CSV or XLSX, see what it would do (rows to create and to change, each problem by
 * row and column, the columns placed), place the columns, and only then import. Full screen on a phone.
 */
export function ImportDialog({ descriptor, onClose }: { descriptor: ResourceDescriptor; onClose(): void }) {
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const control = useImport(descriptor, onClose);
  const { stage } = control;
  const busy = stage.step === 'sending';
  const plural = descriptor.labels.plural.toLocaleLowerCase('pt-BR');
  // One file input for the whole dialog: "Escolher arquivo" and "Escolher outro arquivo" both open its chooser
  // (the check on screen stays until another file is chosen; cancelling the chooser changes nothing).
  const picker = useRef<HTMLInputElement>(null);
  const pick = () => picker.current?.click();
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={phone}>
      <DialogTitle id={titleId}>Importar {plural}</DialogTitle>
      <DialogContent dividers>
        <input
          ref={picker}
          type="file"
          accept={ACCEPT}
          aria-label="Arquivo da planilha"
          tabIndex={-1}
          aria-hidden
          style={visuallyHidden}
          onChange={(e) => {
            const chosen = e.target.files?.[0];
            e.target.value = '';
            if (chosen) control.choose(chosen);
          }}
        />
        <Stack spacing={2}>
          {stage.step === 'choose' && stage.unsure && (
            <Alert severity="warning">
              A conexão caiu enquanto a planilha era gravada: ela pode ter sido importada. Confira a lista (ou a Atividade) antes de enviar de novo.
            </Alert>
          )}
          {stage.step === 'choose' && (
            <>
              <Typography variant="body2">
                Envie um arquivo CSV (separado por ; ou ,) ou XLSX. A primeira linha traz os títulos das colunas, como no modelo. Números e datas como no
                Brasil: 1.234,56 e 31/12/2026. Linhas com ID alteram o registro; as outras criam um novo.
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <Button variant="contained" startIcon={<UploadIcon />} onClick={pick}>
                  Escolher arquivo
                </Button>
                <Button variant="text" onClick={control.template}>
                  Baixar modelo
                </Button>
              </Stack>
            </>
          )}
          {control.file && (
            <Typography variant="body2" color="text.secondary">
              Arquivo: <strong>{control.file.name}</strong>
            </Typography>
          )}
          {stage.step === 'sending' && <Sending sent={stage.sent} writing={stage.writing} rows={stage.rows} total={stage.total} />}
          {stage.step === 'checked' && (
            <>
              <Summary report={stage.report} refusal={stage.refusal} control={control} />
              <ImportProblems report={stage.report} />
              <Typography variant="subtitle2" component="h3">
                Colunas
              </Typography>
              <ImportColumns report={stage.report} control={control} />
              {stage.report.preview.length > 0 && (
                <>
                  <Typography variant="subtitle2" component="h3">
                    Primeiras linhas
                  </Typography>
                  <Box sx={{ overflowX: 'auto' }}>
                    <ImportPreview report={stage.report} />
                  </Box>
                </>
              )}
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={busy}>
          Cancelar
        </Button>
        {stage.step === 'checked' && <Button onClick={pick}>Escolher outro arquivo</Button>}
        {stage.step === 'checked' && (control.mappingChanged || stage.report.problemCount > 0 || Boolean(stage.refusal)) && (
          <Button variant="outlined" onClick={control.check}>
            Verificar de novo
          </Button>
        )}
        {stage.step === 'checked' && (
          <Button variant="contained" disabled={!control.ready} onClick={() => void control.confirm()}>
            {control.ready ? `Importar ${counted(control.ready, 'registro', 'registros')}` : 'Importar'}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
