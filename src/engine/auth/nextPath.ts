export const SIGN_IN_PATH = '/app/sign-in';

/** Only pages of the app are valid targets after sign-in (no open redirect to another site). */
export function safeNext(next: string | null | undefined): string {
  if (!next || !/^\/app(?:[/?#]|$)/.test(next) || next.includes('\\') || next.startsWith(SIGN_IN_PATH)) return '/app';
  return next;
}

/** The sign-in URL that brings the user back to `from` afterwards. */
export function signInPathFrom(from: string): string {
  return from === '/app' || from === '/app/' ? SIGN_IN_PATH : `${SIGN_IN_PATH}?next=${encodeURIComponent(from)}`;
}
