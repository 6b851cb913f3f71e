import { createTheme } from '@mui/material/styles';
import { ptBR } from '@mui/material/locale';

/** The spec's teal; also the loading bar colour. */
export const brandColor = '#2BACA5';

// ptBR translates MUI's own texts (pagination, close buttons, autocomplete).
export const theme = createTheme(
  {
    palette: {
      primary: { main: brandColor },
      background: { default: '#f5f7f7' },
    },
    shape: { borderRadius: 8 },
    components: {
      MuiAppBar: { defaultProps: { elevation: 0 } },
      // Sentence case reads better in Portuguese than MUI's all-caps buttons.
      MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
    },
  },
  ptBR,
);
