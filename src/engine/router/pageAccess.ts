import type { Params } from 'react-router-dom';
import { operationPhrase, ownAccountOnly, roleRefusal, type ResourceDescriptor } from '../contract';
import type { Engine } from '../core';
import { ACCOUNT_PATH, HOME_PATH, resourceOf } from '../resource';
import type { ResourceRouteSpec } from './resourceRoutes';
import type { ScreenName } from './screens';

/** A page the role may not open: why, in its role's name, and the nearest page it may. */
export interface Refusal {
  why: string;
  back: { to: string; label: string };
}

/** What a route shows the signed-in person: its screen, a refusal, or (declared for no one) the 404 page. */
type PageAccess = { screen: ScreenName; descriptor: ResourceDescriptor } | { refusal: Refusal } | { notFound: true };

const HOME = { to: HOME_PATH, label: 'Voltar ao início' };
const NOT_FOUND = { notFound: true } as const;

/**
 * A resource page: the role's view of the descriptor gives its screen. A page the view lacks but the declared
 * descriptor has is refused (the role may not, the page exists); one on another person's record, with an action
 * the role has on its own account only, too: refused before any form, not on submit.
 */
export function resourcePageAccess(spec: ResourceRouteSpec, params: Params, { descriptors, permits, access }: Engine): PageAccess {
  const view = descriptors.find((d) => d.name === params.resource);
  const screen = view && spec.screen(view, params);
  if (view && screen) {
    if (!spec.onRecord || params.id === undefined || permits(spec.operation(view, params), view, params.id)) return { screen, descriptor: view };
    const label = resourceOf(view).recordAction(params.action)?.label ?? spec.title(view, params);
    return access ? { refusal: { why: ownAccountOnly(access.roleLabel, label), back: { to: ACCOUNT_PATH, label: 'Ir para Minha conta' } } } : NOT_FOUND;
  }
  const declared = access?.declared.find((d) => d.name === params.resource);
  if (!access || !declared || !spec.screen(declared, params)) return NOT_FOUND;
  const what = operationPhrase(spec.operation(declared, params), declared.labels.plural, resourceOf(declared).recordAction(params.action)?.label);
  const list = view && resourceOf(view).canList ? { to: resourceOf(view).paths.list, label: `Ir para ${view.labels.plural}` } : HOME;
  return { refusal: { why: roleRefusal(access.roleLabel, what), back: list } };
}
