/** Where the back-office lives: every page is under it (the build's `base` too). */
export const APP_PATH = '/app';
/** The first page and the way back from anywhere. */
export const HOME_PATH = APP_PATH;
const SIGN_IN = 'sign-in';
export const SIGN_IN_PATH = `${APP_PATH}/${SIGN_IN}`;
const ACCOUNT = 'account';
/** "Minha conta": the signed-in person's own page. */
export const ACCOUNT_PATH = `${APP_PATH}/${ACCOUNT}`;
const NEW = 'new';
/** A resource's timeline ("Ocupação"), where its descriptor declares one. */
const TIMELINE = 'ocupacao';
const ACTIVITY = 'atividade';
/** "Atividade": every change across resources (the painel profile). */
export const ACTIVITY_PATH = `${APP_PATH}/${ACTIVITY}`;
const TRASH = 'lixeira';
/** "Lixeira": deleted records, of every resource or (`?recurso=`) of one. */
export const TRASH_PATH = `${APP_PATH}/${TRASH}`;
const BACKUPS = 'copias-de-seguranca';
/** "Cópias de segurança": the server's backups, for administrators (the painel profile). */
export const BACKUPS_PATH = `${APP_PATH}/${BACKUPS}`;
/** The query parameter that narrows the trash (and the activity) to one resource. */
export const RESOURCE_PARAM = 'recurso';

/** The trash of one resource (its list's "Lixeira"), or of all. */
export const trashPath = (resource?: string) => (resource ? `${TRASH_PATH}?${RESOURCE_PARAM}=${encodeURIComponent(resource)}` : TRASH_PATH);

/** The route patterns under APP_PATH, one per page kind; the links below are their filled-in forms. */
export const routePatterns = {
  signIn: SIGN_IN,
  account: ACCOUNT,
  activity: ACTIVITY,
  trash: TRASH,
  backups: BACKUPS,
  /** A resource's list, or a singleton's one record. */
  resource: ':resource',
  create: `:resource/${NEW}`,
  timeline: `:resource/${TIMELINE}`,
  record: ':resource/:id',
  action: ':resource/:id/:action',
} as const;

/** Pages of the app itself: a resource cannot be named like one (its list would be unreachable). */
export const RESERVED_NAMES: readonly string[] = [SIGN_IN, ACCOUNT, ACTIVITY, TRASH, BACKUPS];

/** The pages of one resource. */
export interface ResourcePaths {
  /** Its list (a singleton: its one record's form). */
  list: string;
  create: string;
  /** Its timeline ("Ocupação"). */
  timeline: string;
  /** One record's form. */
  edit(id: string): string;
  /** A record action's own page. */
  action(id: string, name: string): string;
}

export function resourcePaths(name: string): ResourcePaths {
  const list = `${APP_PATH}/${encodeURIComponent(name)}`;
  return {
    list,
    create: `${list}/${NEW}`,
    timeline: `${list}/${TIMELINE}`,
    edit: (id) => `${list}/${encodeURIComponent(id)}`,
    action: (id, action) => `${list}/${encodeURIComponent(id)}/${encodeURIComponent(action)}`,
  };
}

/**
 * A resource's list at these parameters (its filters, search and order as its address reads them): a panel's
 * "Ver lista", an address a person can keep or save as a view.
 */
export function listAt(name: string, query: Record<string, string> = {}): string {
  const search = new URLSearchParams(query).toString();
  return search ? `${resourcePaths(name).list}?${search}` : resourcePaths(name).list;
}
