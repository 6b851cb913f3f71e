import Cookies from 'js-cookie';
import { SESSION_COOKIE, SESSION_SECONDS } from '../contract';

// The spec fixes the cookie: name `token`, 3600 seconds (SESSION_SECONDS), path `/`. js-cookie counts `expires` in days.
// SameSite=Strict: no other site's page or link ever sends it; Secure whenever the page itself is https
// (on plain http the browser would drop a Secure cookie).
const COOKIE = SESSION_COOKIE;
const LIFETIME_DAYS = SESSION_SECONDS / 86400;

export const sessionCookie = {
  read: (): string | undefined => Cookies.get(COOKIE) || undefined,
  write(token: string) {
    Cookies.set(COOKIE, token, {
      expires: LIFETIME_DAYS,
      path: '/',
      sameSite: 'strict',
      secure: typeof location !== 'undefined' && location.protocol === 'https:',
    });
  },
  remove() {
    Cookies.remove(COOKIE, { path: '/' });
  },
};
