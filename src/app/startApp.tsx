import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createEngineApp, EngineRoot, type EngineBoot } from '../engine/root';
import { appConfig } from './App';

/**
 * Renders the whole app, in a new root or in the one the sign-in page used (the page is not reloaded), on the
 * first steps the page's entry already took (bootApp), if it did. The session lookup and the first route's
 * loaders are awaited before the first render: the first screen then draws complete, signed in, instead of a
 * "checking" step followed by the page.
 */
export async function startApp(container: HTMLElement, root: Root = createRoot(container), boot?: EngineBoot) {
  const app = createEngineApp(appConfig(), boot);
  await app.ready;
  root.render(
    <StrictMode>
      <EngineRoot app={app} />
    </StrictMode>,
  );
}
