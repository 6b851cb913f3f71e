import { createBrowserRouter } from 'react-router-dom';
import type { EngineConfig } from '../engine/root';
import { apis, forgotPasswordHelp, readApiConfig, roles } from './config';

/**
 * The engine as this app configures it: its descriptors (loaded after sign-in), its forms' precompiled
 * validators (loaded with the first form), its APIs and the browser's address bar.
 */
export const appConfig = (): EngineConfig => ({
  descriptors: () => import('./descriptors').then((m) => m.descriptors),
  formValidator: { load: () => import('./formValidators').then((m) => m.formValidator) },
  apis,
  roles,
  apiConfig: readApiConfig(),
  createRouter: (routes) => createBrowserRouter(routes),
  forgotPasswordHelp,
});
