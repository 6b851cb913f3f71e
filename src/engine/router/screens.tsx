import { use, type ComponentType } from 'react';
import { createLoadable, type Loadable } from './createLoadable';

export type ScreenName = 'home' | 'list' | 'form' | 'action' | 'account' | 'activity' | 'trash' | 'timeline' | 'backups';

// Screens are split out of the entry chunk: the sign-in page never downloads the form engine or its validator.
const loaders: Record<ScreenName, () => Promise<ComponentType>> = {
  home: () => import('../home').then((m) => m.HomePage),
  list: () => import('../list').then((m) => m.ListPage),
  form: () => import('../form').then((m) => m.FormPage),
  action: () => import('../actions').then((m) => m.ActionPage),
  account: () => import('../account').then((m) => m.AccountPage),
  activity: () => import('../activity').then((m) => m.ActivityPage),
  trash: () => import('../trash').then((m) => m.TrashPage),
  timeline: () => import('../timeline').then((m) => m.TimelinePage),
  backups: () => import('../backups').then((m) => m.BackupsPage),
};

export const screenCode = Object.fromEntries(
  Object.entries(loaders).map(([name, load]) => [name, createLoadable(load)]),
) as Record<ScreenName, Loadable<ComponentType>>;

/** A record's page drawn out of sight (StylePrimer): the form screen's own chunk, fetched with it. */
export const formPrimerCode = createLoadable(() => import('../form').then((m) => m.FormPrimer));

/** Renders a lazily loaded screen; suspends only if its route loader has not fetched the code yet. */
export function Screen({ name }: { name: ScreenName }) {
  const code = screenCode[name];
  const Component = code.peek() ?? use(code.load());
  return <Component />;
}
