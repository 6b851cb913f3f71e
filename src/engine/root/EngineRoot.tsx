import { useState } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import { SnackbarProvider } from 'notistack';
import { RouterProvider, type DataRouter, type RouteObject } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { AuthProvider, createSignal, sessionCookie } from '../auth';
import type { ApiProfiles, ResourceDescriptor } from '../contract';
import { InflightProvider } from '../core';
import { createDataProvider, createInflight, type ApiConfig } from '../data';
import { createLoadable, createRoutes } from '../router';
import { COLOR_MODE_KEY, createNotify, maxToasts, NoticeContext, theme, Toast, TOAST_AREA, toastAreaStyles } from '../ui';
import type { FormValidatorProvider } from '../validator';

interface EngineRootProps {
  /** Validated descriptors, or a loader for them (the app loads them after sign-in, with their validator). */
  descriptors: ResourceDescriptor[] | (() => Promise<ResourceDescriptor[]>);
  /** The API profiles (schemas/apis.json) the descriptors name. */
  apis: ApiProfiles;
  /** Where each profile is reached from this client (apiConfigFrom). */
  apiConfig: ApiConfig;
  /**
   * The validator of each form schema: precompiled in the app (its Content-Security-Policy forbids compiling
   * schemas in the browser), compiled at run time in tests. Called only once the descriptors are loaded.
   */
  formValidator: FormValidatorProvider;
  /** createBrowserRouter in the app, createMemoryRouter(routes, { initialEntries }) in tests. */
  createRouter(routes: RouteObject[]): DataRouter;
  /** Text of the "Esqueci minha senha" dialog (how this installation resets a password). */
  forgotPasswordHelp?: string;
}

const toastComponents = { default: Toast, success: Toast, error: Toast, info: Toast, warning: Toast };

/** Builds the engine once: data provider with the cookie's bearer, toasts, session, router. */
function assemble({ descriptors, apis, apiConfig, formValidator, createRouter, forgotPasswordHelp }: EngineRootProps) {
  let snackbar: SnackbarProvider | null = null;
  const notify = createNotify(() => snackbar);
  const unauthorized = createSignal();
  const inflight = createInflight();
  const session = { getToken: sessionCookie.read, onUnauthorized: unauthorized.emit };
  const data = createDataProvider({ apis, endpoints: apiConfig, session, inflight, notify });
  const services = { data, notify, formValidator };
  const source = createLoadable(typeof descriptors === 'function' ? descriptors : () => Promise.resolve(descriptors));
  const router = createRouter(createRoutes({ descriptors: source, services, forgotPasswordHelp }));
  // An error toast is about the screen it appeared on: another page closes it (success toasts stay, they
  // announce the save that brought the user here).
  let pathname = router.state.location.pathname;
  router.subscribe((state) => {
    if (state.location.pathname === pathname) return;
    pathname = state.location.pathname;
    notify.dismissErrors();
  });
  const snackbarRef = (instance: SnackbarProvider | null) => {
    snackbar = instance;
  };
  // SWR cache per app instance: sign-out clears it, and two renders (tests) never share records.
  const swr = { provider: () => new Map(), shouldRetryOnError: false, revalidateOnFocus: false };
  return { notify, unauthorized, inflight, data, router, snackbarRef, swr };
}

/** The whole back-office: providers (theme, toasts, SWR, session) around the data router. */
export function EngineRoot(props: EngineRootProps) {
  const [app] = useState(() => assemble(props));
  return (
    <ThemeProvider theme={theme} modeStorageKey={COLOR_MODE_KEY}>
      <CssBaseline />
      <GlobalStyles styles={toastAreaStyles} />
      <SnackbarProvider
        ref={app.snackbarRef}
        maxSnack={maxToasts}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        classes={{ containerAnchorOriginTopRight: TOAST_AREA }}
        Components={toastComponents}
      >
        <NoticeContext.Provider value={app.notify}>
          <SWRConfig value={app.swr}>
            <InflightProvider inflight={app.inflight}>
              <AuthProvider data={app.data} unauthorized={app.unauthorized} notify={app.notify}>
                <RouterProvider router={app.router} />
              </AuthProvider>
            </InflightProvider>
          </SWRConfig>
        </NoticeContext.Provider>
      </SnackbarProvider>
    </ThemeProvider>
  );
}
