// Rendered at build time (vite ssrLoadModule, see signInDocumentPlugin.ts): the sign-in page's HTML with its
// styles inline, so a visitor sees the form before any script has run; the browser's script then takes it over.
import { renderToString } from 'react-dom/server';
import { SignInPageElement } from '../../app/signInPage';

export function renderSignInMarkup(): string {
  return renderToString(SignInPageElement({ onSignedIn: () => undefined, apiConfig: {} }));
}
