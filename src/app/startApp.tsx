import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { App } from './App';

/** Renders the whole app, in a new root or in the one the sign-in page used (the page is not reloaded). */
export function startApp(container: HTMLElement, root: Root = createRoot(container)) {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
