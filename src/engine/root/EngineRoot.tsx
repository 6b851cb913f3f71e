import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { SnackbarProvider } from 'notistack';
import { RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { AuthProvider } from '../auth';
import { InflightProvider } from '../core';
import { COLOR_MODE_KEY, maxToasts, NoticeContext, theme, Toast, TOAST_AREA, toastAreaStyles } from '../ui';
import type { EngineApp } from './createEngineApp';

const toastComponents = { default: Toast, success: Toast, error: Toast, info: Toast, warning: Toast };

/**
 * The whole back-office (createEngineApp): providers (theme, toasts, SWR, session) around the data router.
 * `look`: the theme, for a server drawing the first page (it tells MUI's media queries what screen to assume).
 */
export function EngineRoot({ app, look = theme }: { app: EngineApp; look?: Theme }) {
  return (
    <ThemeProvider theme={look} modeStorageKey={COLOR_MODE_KEY}>
      <CssBaseline />
      <GlobalStyles styles={toastAreaStyles} />
      {/* Outside the toasts: a toast's "Desfazer" reads every screen again through the app's cache. */}
      <SWRConfig value={app.swr}>
        <SnackbarProvider
          ref={app.snackbarRef}
          maxSnack={maxToasts}
          anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
          classes={{ containerAnchorOriginTopRight: TOAST_AREA }}
          Components={toastComponents}
        >
          <NoticeContext.Provider value={app.notify}>
            <InflightProvider inflight={app.inflight}>
              <AuthProvider data={app.data} painel={app.painel} unauthorized={app.unauthorized} notify={app.notify} check={app.session}>
                {/* Not in a transition: a route change draws its screen in one pass, once its loaders are done (the old
                    page stays until then either way). A transition drew it in ~5 ms slices with a frame between each,
                    which made a menu click to a list ~1.4× slower at 4× CPU (docs/performance.md). */}
                <RouterProvider router={app.router} useTransitions={false} />
              </AuthProvider>
            </InflightProvider>
          </NoticeContext.Provider>
        </SnackbarProvider>
      </SWRConfig>
    </ThemeProvider>
  );
}
