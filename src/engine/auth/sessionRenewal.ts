import { SESSION_SECONDS } from '../contract';
// A session lasts SESSION_SECONDS from its sign-in or its last renewal: a person at work asks for a fresh token
// before it is up, so nobody is signed out mid-task; a browser left alone renews nothing and its session ends.

/**
 * A token this far into its life (a sixth: 10 minutes of an hour) is renewed at the next sign of activity: late
 * enough that a busy page does not ask on every click, early enough that a short pause never outlives it.
 */
const RENEW_AFTER_FRACTION = 1 / 6;
/** How often a quiet page looks again (activity itself looks at once). */
const CHECK_EVERY_MS = 60_000;
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/** When the token ends (ms), read from its claims as a hint: the server decides. Unknown (not a JWT): undefined. */
export function tokenExpiry(token: string): number | undefined {
  try {
    const part = token.split('.')[1] ?? '';
    const claims = JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof claims.exp === 'number' ? claims.exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

interface RenewalOptions {
  readToken(): string | undefined;
  /** Asks the server for a fresh token (rejects when it cannot: the session has ended, the network is down). */
  renew(): Promise<string>;
  /** A fresh token came: keep it (the cookie, again for the session's lifetime). */
  onRenewed(token: string): void;
  now?: () => number;
  /** The session's lifetime in ms (SESSION_SECONDS; tests try others). */
  lifetimeMs?: number;
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

/**
 * Watches for activity (a click, a key, a scroll of the wheel, a touch) and renews the token once there has been
 * some since the last renewal and the token is a sixth of its life old (a token whose end cannot be read: a sixth
 * of the lifetime after the last renewal, or the page's load) — never while nobody is there, never more than one request
 * at a time. A token already past its end is left to the next request's 401. Returns the function that stops.
 */
export function watchSessionRenewal({ readToken, renew, onRenewed, now = Date.now, target = window, lifetimeMs = SESSION_SECONDS * 1000 }: RenewalOptions): () => void {
  const renewWhenLeft = lifetimeMs - lifetimeMs * RENEW_AFTER_FRACTION;
  let lastActivity = 0;
  let lastAttempt = now();
  let pending = false;

  const maybeRenew = () => {
    const token = readToken();
    if (pending || !token || lastActivity <= lastAttempt) return;
    const expiry = tokenExpiry(token);
    const left = expiry === undefined ? lastAttempt + lifetimeMs - now() : expiry - now();
    if (left >= renewWhenLeft || left <= 0) return;
    pending = true;
    lastAttempt = now();
    renew()
      .then(onRenewed, () => undefined)
      .finally(() => {
        pending = false;
      });
  };
  const onActivity = () => {
    lastActivity = now();
    maybeRenew();
  };
  for (const type of ACTIVITY_EVENTS) target.addEventListener(type, onActivity, { passive: true, capture: true });
  const timer = setInterval(maybeRenew, CHECK_EVERY_MS);
  return () => {
    clearInterval(timer);
    for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, onActivity, { capture: true });
  };
}
