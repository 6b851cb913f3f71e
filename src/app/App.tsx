import { createBrowserRouter } from 'react-router-dom';
import type { FormValidatorProvider } from '../engine/validator';
import { createLoadable } from '../engine/router';
import type { EngineConfig } from '../engine/root';
import { apis, forgotPasswordHelp, readApiConfig } from './config';

// The descriptors and their forms' precompiled validators: one module, loaded after sign-in.
const forms = createLoadable(() => import('./descriptors'));

// Forms exist only once the descriptors are loaded, so their validators are there too.
const formValidator: FormValidatorProvider = (schema) => {
  const loaded = forms.peek();
  if (!loaded) throw new Error('Form validators asked for before the descriptors were loaded.');
  return loaded.formValidator(schema);
};

/** The engine as this app configures it: its descriptors, APIs, validators and the browser's address bar. */
export const appConfig = (): EngineConfig => ({
  descriptors: () => forms.load().then((m) => m.descriptors),
  formValidator,
  apis,
  apiConfig: readApiConfig(),
  createRouter: (routes) => createBrowserRouter(routes),
  forgotPasswordHelp,
});
