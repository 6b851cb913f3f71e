import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import SaveIcon from '@mui/icons-material/SaveOutlined';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { VIEW_NAME_MAX, type SavedView } from '../contract';
import type { ListController } from './useListController';
import type { SavedViews } from './useSavedViews';

/** The list as it is set up now, in words: what "Salvar" keeps. */
function describe(list: ListController): string {
  const { q, sort, limit, filters, columns } = list.viewState;
  const sorted = sort && list.columns.all.find((c) => c.field === sort.replace(/^-/, ''))?.label;
  return [
    q ? `busca “${q}”` : 'sem busca',
    sorted ? `ordem por ${sorted}${sort!.startsWith('-') ? ' (decrescente)' : ''}` : undefined,
    filters ? `${Object.keys(filters).length} ${Object.keys(filters).length === 1 ? 'filtro' : 'filtros'}` : undefined,
    `${limit} por página`,
    `${columns?.length ?? 0} colunas`,
  ]
    .filter(Boolean)
    .join(' · ');
}

const whose = (v: SavedView) => [v.shared ? (v.mine ? 'Compartilhada com todos' : `Compartilhada por ${v.owner.name}`) : 'Só sua', v.isDefault ? 'abre a lista' : undefined].filter(Boolean).join(' · ');

/**
 * "Visualizações": the list's saved views (open one, make it the one the list opens with, update or delete
 * one's own), and saving the list as it is now under a name, for oneself or, where the role may, for everyone.
 */
export function ViewsDialog({ list, views, onClose }: { list: ListController; views: SavedViews; onClose(): void }) {
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const [isDefault, setIsDefault] = useState(false);
  const [deleting, setDeleting] = useState<SavedView>();
  const [saving, setSaving] = useState(false);
  const tooLong = name.trim().length > VIEW_NAME_MAX;

  async function save() {
    if (!name.trim() || tooLong) return;
    setSaving(true);
    const ok = await views.save({ name: name.trim(), shared, isDefault, state: list.viewState });
    setSaving(false);
    if (!ok) return;
    // The next save starts from scratch: a view is shared, or made the default, only when asked each time.
    setName('');
    setShared(false);
    setIsDefault(false);
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={phone}>
      <DialogTitle id={titleId}>Visualizações</DialogTitle>
      <DialogContent dividers>
        {views.loading ? (
          <Typography color="text.secondary">Carregando…</Typography>
        ) : views.views.length === 0 ? (
          <Typography color="text.secondary">Nenhuma visualização salva nesta lista ainda.</Typography>
        ) : (
          <List dense aria-label="Visualizações salvas" disablePadding>
            {views.views.map((v) => (
              <ListItem
                key={v.id}
                disablePadding
                secondaryAction={
                  <Box sx={{ display: 'flex' }}>
                    <IconButton aria-label={v.isDefault ? `Deixar de abrir a lista com “${v.name}”` : `Abrir a lista com “${v.name}”`} aria-pressed={v.isDefault} onClick={() => void views.toggleDefault(v)}>
                      {v.isDefault ? <StarIcon color="primary" /> : <StarBorderIcon />}
                    </IconButton>
                    {v.mine && (
                      <IconButton aria-label={`Guardar a lista atual em “${v.name}”`} onClick={() => void views.overwrite(v)}>
                        <SaveIcon />
                      </IconButton>
                    )}
                    {(v.mine || (v.shared && list.canShareViews)) && (
                      <IconButton aria-label={`Excluir “${v.name}”`} onClick={() => setDeleting(v)}>
                        <DeleteIcon />
                      </IconButton>
                    )}
                  </Box>
                }
                sx={{ pr: v.mine ? 18 : v.shared && list.canShareViews ? 12 : 7 }}
              >
                <ListItemButton
                  selected={views.current?.id === v.id}
                  onClick={() => {
                    views.open(v);
                    onClose();
                  }}
                >
                  <ListItemText primary={v.name} secondary={whose(v)} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
        {deleting && (
          <Box role="alertdialog" aria-label="Confirmar exclusão" sx={{ mt: 2, p: 1.5, border: 1, borderColor: 'error.main', borderRadius: 1 }}>
            <Typography variant="body2">
              Excluir a visualização “{deleting.name}”{deleting.shared ? '? Ela some para todos com quem foi compartilhada.' : '?'}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ mt: 1, justifyContent: 'flex-end' }}>
              <Button onClick={() => setDeleting(undefined)}>Cancelar</Button>
              <Button
                color="error"
                variant="contained"
                onClick={() => {
                  void views.remove(deleting);
                  setDeleting(undefined);
                }}
              >
                Excluir
              </Button>
            </Stack>
          </Box>
        )}
        <Typography variant="subtitle2" component="h3" sx={{ mt: 3 }}>
          Salvar a lista atual
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {describe(list)}
        </Typography>
        <Stack spacing={1}>
          <TextField
            label="Nome da visualização"
            size="small"
            value={name}
            onChange={(e) => setName(e.target.value)}
            onKeyDown={(e) => e.key === 'Enter' && void save()}
            error={tooLong}
            helperText={tooLong ? `Até ${VIEW_NAME_MAX} caracteres.` : undefined}
          />
          {list.canShareViews && <FormControlLabel control={<Checkbox checked={shared} onChange={(e) => setShared(e.target.checked)} />} label="Compartilhar com todos" />}
          <FormControlLabel control={<Checkbox checked={isDefault} onChange={(e) => setIsDefault(e.target.checked)} />} label="Abrir a lista com ela" />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fechar</Button>
        <Button variant="contained" disabled={!name.trim() || tooLong || saving} onClick={() => void save()}>
          Salvar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
