import { createTheme } from '@mui/material/styles';
import { ptBR } from '@mui/material/locale';

/** The spec's teal: the loading bar, and accents. */
export const brandColor = '#2BACA5';
/** The same teal, darkened until text and buttons in it pass WCAG AA contrast (5.3:1 on white; the brand teal is 2.8:1). */
const accessibleTeal = '#187873';

// ptBR translates MUI's own texts (pagination, close buttons, autocomplete).
export const theme = createTheme(
  {
    palette: {
      primary: { main: accessibleTeal, light: brandColor, contrastText: '#ffffff' },
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
