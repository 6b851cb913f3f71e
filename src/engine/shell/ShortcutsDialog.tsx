import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useOpenedOnce } from '../ui';

const SHORTCUTS: [keys: string, what: string][] = [
  ['Ctrl+S ou ⌘+S', 'Salvar o formulário'],
  ['/', 'Ir para a busca da lista'],
  ['Esc', 'Fechar a janela aberta'],
  ['?', 'Mostrar estes atalhos'],
  ['Tab', 'Pular para o conteúdo (primeira parada da página)'],
];

/** "Atalhos": what the keyboard does in Painel. */
export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const titleId = useId();
  if (!useOpenedOnce(open)) return null;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>Atalhos</DialogTitle>
      <DialogContent>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1, m: 0 }}>
          {SHORTCUTS.map(([keys, what]) => (
            <Box key={keys} sx={{ display: 'contents' }}>
              <Box component="dt" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
                {keys}
              </Box>
              <Box component="dd" sx={{ m: 0 }}>
                {what}
              </Box>
            </Box>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fechar</Button>
      </DialogActions>
    </Dialog>
  );
}
