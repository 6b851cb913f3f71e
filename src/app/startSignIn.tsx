import { StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { safeNext, signInPathFrom } from '../engine/auth';
import { SIGN_IN_PATH } from '../engine/resource';
import { SignInRoot } from '../engine/root';
import { apis, forgotPasswordHelp, readApiConfig } from './config';
import { whenIdle } from './whenIdle';

const loadApp = () => import('./startApp');

/**
 * The sign-in page for a visitor without a session. Any /app address shows it (the address becomes the
 * sign-in one, remembering where the visitor was going); once signed in, the app renders in the same root at
 * that address. The app's code is fetched while the visitor types.
 */
export function startSignIn(container: HTMLElement) {
  if (!location.pathname.startsWith(SIGN_IN_PATH)) history.replaceState(null, '', signInPathFrom(location.pathname + location.search));
  const next = safeNext(new URLSearchParams(location.search).get('next'));
  let root: Root;
  const onSignedIn = () =>
    void loadApp().then(({ startApp }) => {
      history.replaceState(null, '', next);
      startApp(container, root);
    });
  const page = (
    <StrictMode>
      <SignInRoot apis={apis} apiConfig={readApiConfig()} forgotPasswordHelp={forgotPasswordHelp} onSignedIn={onSignedIn} />
    </StrictMode>
  );
  // The server sends the page already drawn (prerendered at build time): React takes it over as it is.
  if (container.firstElementChild) root = hydrateRoot(container, page);
  else {
    root = createRoot(container);
    root.render(page);
  }
  whenIdle(() => void loadApp());
}
