// Rendered at build time (vite ssrLoadModule, see signInDocumentPlugin.ts): the sign-in page's HTML, so a visitor
// sees the form before any script has run; the browser's script then takes it over (hydration).
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { renderToString } from 'react-dom/server';
import { SignInPageElement } from '../../app/signInPage';
import { COLOR_MODE_KEY, theme } from '../../engine/ui';

/**
 * `head`: the theme's CSS variables (both schemes) and MUI's baseline, as the app's ThemeProvider declares them
 * (the sign-in form is drawn in them, and runs without MUI). `body`: the form itself, what #root hydrates.
 */
export function renderSignInMarkup(): { head: string; body: string } {
  const head = renderToString(
    <ThemeProvider theme={theme} modeStorageKey={COLOR_MODE_KEY}>
      <CssBaseline />
    </ThemeProvider>,
  );
  return { head, body: renderToString(SignInPageElement({ onSignedIn: () => undefined, apiConfig: {} })) };
}
