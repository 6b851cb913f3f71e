import { bootEngine, prefetchFirstList, prefetchFirstPanels } from '../engine/root';
import { followServerPage } from '../engine/router';
import { apis, readApiConfig } from './config';

// The entry's wait, before the app's code runs, for a link clicked on the server's page to have its page drawn.
export { serverPageClickSettled } from '../engine/router';

/**
 * The app page's first steps, before any screen code: the session lookup is sent (with the home page's panels,
 * on the home page), and as soon as the descriptors are in (a small chunk of their own), the first page of the
 * list the address opens. Both travel while the
 * browser still evaluates the app's code; the app (startApp) takes them over.
 */
export function bootApp() {
  // A page the server drew: what the visitor does to it is kept for the app's drawing.
  followServerPage();
  const boot = bootEngine({ apis, apiConfig: readApiConfig() });
  prefetchFirstPanels(boot, location);
  void import('./descriptors').then(({ descriptors }) => prefetchFirstList(boot, descriptors, location));
  return boot;
}
