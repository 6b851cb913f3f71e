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

/** The route patterns under APP_PATH, one per page kind; the links below are their filled-in forms. */
export const routePatterns = {
  signIn: SIGN_IN,
  account: ACCOUNT,
  /** A resource's list, or a singleton's one record. */
  resource: ':resource',
  create: `:resource/${NEW}`,
  record: ':resource/:id',
  action: ':resource/:id/:action',
} as const;

/** Pages of the app itself: a resource cannot be named like one (its list would be unreachable). */
export const RESERVED_NAMES: readonly string[] = [SIGN_IN, ACCOUNT];

/** The pages of one resource. */
export interface ResourcePaths {
  /** Its list (a singleton: its one record's form). */
  list: string;
  create: string;
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
    edit: (id) => `${list}/${encodeURIComponent(id)}`,
    action: (id, action) => `${list}/${encodeURIComponent(id)}/${encodeURIComponent(action)}`,
  };
}
