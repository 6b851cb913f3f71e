import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import AddIcon from '@mui/icons-material/Add';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import { Link } from 'react-router-dom';
import { iconFor } from '../icons';
import { phrases } from '../contract';
import { keepClearOfToasts } from '../ui';
import { BulkBar } from './BulkBar';
import { ColumnChooserButton } from './ColumnChooserButton';
import { ImportButton } from '../import';
import { ExportButton } from './ExportButton';
import { ViewsButton } from './ViewsButton';
import { FilterBar } from './FilterBar';
import type { ListController } from './useListController';

/**
 * Search box (when the descriptor says what search covers) and the create button (when it can create); under
 * them the filters, the saved views, the column chooser, the export, the import and the trash, and the selection's bulk actions when rows are ticked.
 */
export function ListToolbar({ list }: { list: ListController }) {
  return (
    <Stack spacing={1.5} {...keepClearOfToasts}>
      <SearchAndCreate list={list} />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <FilterBar list={list} />
        {/* On a phone the buttons show their icons only (their words stay their names): with their words they took three rows of 390 px. */}
        <Stack direction="row" spacing={1} useFlexGap sx={[{ ml: 'auto', alignItems: 'flex-start', flexWrap: 'wrap' }, (t) => ({ [t.breakpoints.down('sm')]: iconsOnly })]}>
          {list.hasMap && <LayoutToggle list={list} />}
          {list.hasViews && <ViewsButton list={list} />}
          <ColumnChooserButton list={list} />
          <ExportButton list={list} />
          {list.canImport && <ImportButton descriptor={list.descriptor} />}
          <TrashButton list={list} />
        </Stack>
      </Stack>
      <BulkBar list={list} />
    </Stack>
  );
}

/** A button's words hidden from sight, not from its name (a screen reader still says "Exportar CSV"); its icon alone. */
const iconsOnly = {
  '& .MuiButton-root': { fontSize: 0, minWidth: 0, px: 1, gap: 0 },
  '& .MuiButton-startIcon': { m: 0 },
};

/** "Tabela | Mapa": the same search and filters, as rows or on a map (kept in the URL). */
function LayoutToggle({ list }: { list: ListController }) {
  return (
    <ToggleButtonGroup size="small" exclusive value={list.layout} aria-label="Exibir como" onChange={(_, next) => next && list.setLayout(next)}
      // The theme's text colour (MUI's grey fails contrast on the page) and the words as written, like the buttons beside.
      sx={{ height: 30.75, '& .MuiToggleButton-root': { color: 'text.primary', textTransform: 'none', px: 1.5 } }}
    >
      <ToggleButton value="tabela">Tabela</ToggleButton>
      <ToggleButton value="mapa">Mapa</ToggleButton>
    </ToggleButtonGroup>
  );
}

/** "Lixeira": this resource's deleted records, to restore. */
function TrashButton({ list }: { list: ListController }) {
  if (!list.trashTo) return null;
  const TrashIcon = iconFor('delete');
  return (
    <Button component={Link} to={list.trashTo} variant="outlined" size="small" startIcon={<TrashIcon />}>
      Lixeira
    </Button>
  );
}

function SearchAndCreate({ list }: { list: ListController }) {
  const { canSearch, canCreate, paths } = list.resource;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
      {canSearch ? (
        <TextField
          type="search"
          size="small"
          label="Buscar"
          placeholder={list.searchHint}
          value={list.search}
          onChange={(e) => list.setSearch(e.target.value)}
          // type=search for the keyboard and the "/" shortcut, but Chromium's own clear cross would sit beside ours.
          sx={{ flex: { sm: '0 1 420px' }, '& input::-webkit-search-cancel-button': { display: 'none', WebkitAppearance: 'none' } }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
              endAdornment: list.search ? (
                <InputAdornment position="end">
                  <IconButton size="small" aria-label="Limpar busca" onClick={list.clearSearch} edge="end">
                    <ClearIcon fontSize="small" />
                  </IconButton>
                </InputAdornment>
              ) : undefined,
            },
          }}
        />
      ) : (
        <span />
      )}
      {canCreate && (
        <Button component={Link} to={paths.create} variant="contained" startIcon={<AddIcon />}>
          {phrases.newRecord(list.descriptor)}
        </Button>
      )}
    </Stack>
  );
}
