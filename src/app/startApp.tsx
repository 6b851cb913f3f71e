import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createEngineApp, EngineRoot } from '../engine/root';
import { appConfig } from './App';

/**
 * Renders the whole app, in a new root or in the one the sign-in page used (the page is not reloaded). The
 * session lookup and the first route's loaders start at once and are awaited before the first render: the
 * first screen then draws complete, signed in, instead of a "checking" step followed by the page.
 */
export async function startApp(container: HTMLElement, root: Root = createRoot(container)) {
  const app = createEngineApp(appConfig());
  await app.ready;
  root.render(
    <StrictMode>
      <EngineRoot app={app} />
    </StrictMode>,
  );
}
