// What the client build and the server agree on about the pages they serve.

/** The session cookie the client writes after sign-in (spec: `token`, path /, for SESSION_SECONDS). */
export const SESSION_COOKIE = 'token';

/**
 * How long a session lasts from its sign-in or last renewal (spec: 3600 s): the cookie's life, the token's, the
 * client's renewal threshold and every sentence about it derive from this one number.
 */
export const SESSION_SECONDS = 3600;

/** The app's page, for a visitor with a session. */
export const APP_DOCUMENT = 'index.html';

/** The sign-in page prerendered at build time, for a visitor without a session: drawn before any script runs. */
export const SIGN_IN_DOCUMENT = 'sign-in.html';

/** The server's module that draws a list's first page (built from src/app/firstPage.tsx, outside dist/). */
export const FIRST_PAGE_MODULE = 'firstPage.mjs';

/** Where that module is built, from the project's root. */
export const FIRST_PAGE_DIR = 'build/first-page';

/** What the server gives that module to draw a list's first page. */
export interface FirstPageRequest {
  /** The address asked for, under /app (path and query). */
  url: string;
  /** The session cookie's token: the page is read with it, as the browser's app would read it. */
  token: string;
  /** Where this server answers its own API (its listening address). */
  apiOrigin: string;
  /** Lay the page out for a phone (the request's hints say so) rather than a desktop. */
  phone: boolean;
  /**
   * Asked by a click on a page the server drew (SERVER_PAGE_CAPTURE, CLICKED_PAGE_HEADER): a record's form is drawn
   * then only. Opened by its address, a form is for typing, which a drawn copy cannot take: the app draws it.
   */
  clicked?: boolean;
}

/** The request header a click on a page the server drew asks for the page it leads to with (any value). */
export const CLICKED_PAGE_HEADER = 'x-painel-clicked';

/** #root's markup for a list's first page, or undefined when that address gets no page drawn ahead. */
export type FirstPageRenderer = (request: FirstPageRequest) => Promise<string | undefined>;

/** Marks a page drawn by the server: gone once the browser's app has drawn over it. */
export const FIRST_PAGE_ATTRIBUTE = 'data-painel-first-page';
