import { createTheme } from '@mui/material/styles';
import { ptBR } from '@mui/material/locale';

/** The spec's teal: the loading bar, and accents. */
export const brandColor = '#2BACA5';
/** The same teal, darkened until text and buttons in it pass WCAG AA contrast (5.3:1 on white; the brand teal is 2.8:1). */
const accessibleTeal = '#187873';

/**
 * Light and dark schemes; MUI follows the system setting until the user picks one (kept in localStorage). The
 * scheme is a class on <html>, so a choice overrides the system's. Dark: the brand teal itself reads well on the
 * dark background (6.7:1), with dark text on teal buttons (6:1).
 */
// ptBR translates MUI's own texts (pagination, close buttons, autocomplete).
export const theme = createTheme(
  {
    cssVariables: { colorSchemeSelector: 'class' },
    colorSchemes: {
      light: { palette: { primary: { main: accessibleTeal, light: brandColor, contrastText: '#ffffff' }, background: { default: '#f5f7f7' } } },
      dark: { palette: { primary: { main: brandColor, light: '#5fd0ca', dark: accessibleTeal, contrastText: '#0b1f1e' }, background: { default: '#101414', paper: '#161b1b' } } },
    },
    shape: { borderRadius: 8 },
    components: {
      MuiAppBar: { defaultProps: { elevation: 0 } },
      // Sentence case reads better in Portuguese than MUI's all-caps buttons.
      MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
      // MUI draws an unselected toggle in the icons' grey (action.active): 4.48:1 on the light page's background, under
      // AA's 4.5 for its 13 px text (Ocupação's "Períodos", "Meses"); the secondary text's grey passes (5.7:1).
      MuiToggleButton: { styleOverrides: { root: ({ theme }) => ({ color: (theme.vars ?? theme).palette.text.secondary }) } },
    },
  },
  ptBR,
);
