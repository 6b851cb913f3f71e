import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { safeNext, signInPathFrom } from '../engine/auth';
import { SIGN_IN_PATH } from '../engine/resource';
import { readApiConfig } from './config';
import { SignInPageElement } from './signInPage';
import { whenIdle } from '../engine/core';
import { applyStoredColorMode } from '../engine/ui';

const loadApp = () => import('./startApp');

/** What the visitor typed into the prerendered page before this script ran: kept, not wiped by React. */
function typedValues(container: HTMLElement) {
  const value = (autocomplete: string) => container.querySelector<HTMLInputElement>(`input[autocomplete="${autocomplete}"]`)?.value || undefined;
  return { email: value('username'), password: value('current-password') };
}

/**
 * The sign-in page for a visitor without a session. Any /app address shows it (the address becomes the
 * sign-in one, remembering where the visitor was going); once signed in, the app renders in the same root at
 * that address. The app's code is fetched while the visitor types.
 */
export function startSignIn(container: HTMLElement) {
  // The scheme the visitor chose in the app, if any (the page is drawn in the system's until now).
  applyStoredColorMode();
  if (!location.pathname.startsWith(SIGN_IN_PATH)) history.replaceState(null, '', signInPathFrom(location.pathname + location.search));
  const next = safeNext(new URLSearchParams(location.search).get('next'));
  let root: Root;
  const onSignedIn = () =>
    void loadApp().then(({ startApp }) => {
      history.replaceState(null, '', next);
      startApp(container, root);
    });
  const page = <SignInPageElement onSignedIn={onSignedIn} apiConfig={readApiConfig()} initialValues={typedValues(container)} />;
  // The server sends the page already drawn (prerendered at build time): React takes it over as it is.
  if (container.firstElementChild) root = hydrateRoot(container, page);
  else {
    root = createRoot(container);
    root.render(page);
  }
  whenIdle(() => void loadApp());
}
