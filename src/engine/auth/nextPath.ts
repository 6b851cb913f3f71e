import { APP_PATH, HOME_PATH, SIGN_IN_PATH } from '../resource';

// APP_PATH is a plain path (no character a regular expression reads specially).
const insideApp = new RegExp(`^${APP_PATH}(?:[/?#]|$)`);

/** Only pages of the app are valid targets after sign-in (no open redirect to another site). */
export function safeNext(next: string | null | undefined): string {
  if (!next || !insideApp.test(next) || next.includes('\\') || next.startsWith(SIGN_IN_PATH)) return HOME_PATH;
  return next;
}

/** The sign-in URL that brings the user back to `from` afterwards. */
export function signInPathFrom(from: string): string {
  return from === HOME_PATH || from === `${HOME_PATH}/` ? SIGN_IN_PATH : `${SIGN_IN_PATH}?next=${encodeURIComponent(from)}`;
}
