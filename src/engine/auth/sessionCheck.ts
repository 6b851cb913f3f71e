import type { DataProvider } from '../data';
import type { SessionUser } from './authContext';
import { sessionCookie } from './sessionCookie';

/** What the session endpoint said about the cookie's token: whose it is, or why it is not valid. */
type SessionOutcome = { user: SessionUser } | { error: unknown };

/** The one session lookup of a page load (spec §4), started as the app is put together, before any screen draws. */
export interface SessionCheck {
  /** Settles once the server has answered; never rejects. */
  settled: Promise<void>;
  /** The answer, once settled. */
  outcome(): SessionOutcome | undefined;
}

/**
 * Asks who the cookie's token belongs to, right away: the request then travels while the app's code is still
 * starting, and the first screen can draw signed in, without a "checking" step. No cookie, no check.
 */
export function checkSession(data: DataProvider): SessionCheck | undefined {
  if (!sessionCookie.read()) return undefined;
  let outcome: SessionOutcome | undefined;
  const settled = data.session().then(
    (user) => void (outcome = { user: user ?? {} }),
    (error: unknown) => void (outcome = { error }),
  );
  return { settled, outcome: () => outcome };
}
