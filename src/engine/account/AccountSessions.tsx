import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ComputerOutlinedIcon from '@mui/icons-material/ComputerOutlined';
import SmartphoneOutlinedIcon from '@mui/icons-material/SmartphoneOutlined';
import { formatDuration, SESSION_SECONDS } from '../contract';
import { ConfirmDialog, LoadFailure, LoadingRows } from '../ui';
import { useAccountSessions, type AccountSessionsController, type SessionRow } from './useAccountSessions';

const onPhone = (device: string) => /\b(iOS|Android)$/.test(device);

function SessionItem({ row, onEnd }: { row: SessionRow; onEnd(): void }) {
  const Icon = onPhone(row.device) ? SmartphoneOutlinedIcon : ComputerOutlinedIcon;
  return (
    <ListItem
      disableGutters
      divider
      secondaryAction={
        !row.info.current && (
          <Button size="small" color="error" variant="outlined" onClick={onEnd} aria-label={`Encerrar a sessão em ${row.device}`}>
            Encerrar
          </Button>
        )
      }
    >
      <ListItemIcon sx={{ minWidth: 40 }}>
        <Icon aria-hidden />
      </ListItemIcon>
      <ListItemText
        sx={{ pr: row.info.current ? 0 : 11 }}
        primary={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <span>{row.device}</span>
            {row.info.current && <Chip size="small" color="primary" label="Esta sessão" />}
          </Stack>
        }
        secondary={row.detail}
      />
    </ListItem>
  );
}

function Content({ sessions }: { sessions: AccountSessionsController }) {
  if (sessions.error && !sessions.rows.length) {
    return <LoadFailure title="Erro ao buscar suas sessões" error={sessions.error} canRetry={sessions.canRetry} retry={sessions.retry} />;
  }
  if (sessions.loading) return <LoadingRows label="Carregando suas sessões" count={2} height={56} />;
  return (
    <>
      <List aria-label="Sessões abertas" sx={{ py: 0 }}>
        {sessions.rows.map((row) => (
          <SessionItem key={row.info.id} row={row} onEnd={() => sessions.askEnd(row)} />
        ))}
      </List>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 2, alignItems: { sm: 'center' } }}>
        <Button variant="outlined" color="error" disabled={!sessions.others} onClick={sessions.askEndOthers} sx={{ flexShrink: 0 }}>
          Sair de todos os outros
        </Button>
        <Typography variant="body2" color="text.secondary">
          {sessions.others ? 'Você continua conectado neste navegador.' : 'Você não está conectado em nenhum outro lugar.'}
        </Typography>
      </Stack>
    </>
  );
}

/**
 * "Sessões" in "Minha conta": where one is signed in (browser, last use), "Encerrar" for each other one and
 * "Sair de todos os outros" — for a lost phone or a shared computer (with the painel API only).
 */
export function AccountSessions() {
  const sessions = useAccountSessions();
  const { confirming } = sessions;
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Onde sua conta está conectada. Uma sessão sem uso termina sozinha depois de {formatDuration(SESSION_SECONDS)}.
      </Typography>
      <Content sessions={sessions} />
      <ConfirmDialog
        open={Boolean(confirming)}
        title={confirming?.kind === 'others' ? 'Sair de todos os outros?' : 'Encerrar esta sessão?'}
        confirmLabel={confirming?.kind === 'others' ? 'Sair de todos os outros' : 'Encerrar'}
        destructive
        busy={sessions.busy}
        onConfirm={() => void sessions.confirm()}
        onCancel={sessions.cancel}
      >
        {confirming?.kind === 'one'
          ? `A sessão em ${confirming.row.device} termina agora: quem estiver nela precisará entrar de novo.`
          : `${confirming?.count === 1 ? 'A outra sessão termina' : `As outras ${confirming?.count ?? 0} sessões terminam`} agora; esta continua aberta.`}
      </ConfirmDialog>
    </>
  );
}
