// What the client build and the server agree on about the pages they serve.

/** The session cookie the client writes after sign-in (spec: `token`, path /, one hour). */
export const SESSION_COOKIE = 'token';

/** How long a session lasts from its sign-in or last renewal: the cookie's life (spec: 3600 s) and the token's. */
export const SESSION_SECONDS = 3600;

/** The app's page, for a visitor with a session. */
export const APP_DOCUMENT = 'index.html';

/** The sign-in page prerendered at build time, for a visitor without a session: drawn before any script runs. */
export const SIGN_IN_DOCUMENT = 'sign-in.html';
