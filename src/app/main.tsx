// The page's first script, kept tiny: a visitor without a session gets the sign-in page alone (a fraction of
// the app's code, its HTML already drawn by the server); with a session, the whole app.
import { sessionCookie } from '../engine/auth';

const container = document.getElementById('root')!;
// This script runs as soon as it has come (it is `async`: signInDocumentPlugin), maybe before the rest of the
// page, which a list the server draws sends after its head (streamedPage). Drawing waits for the whole page:
// React takes over, or replaces, what is in it (and the styles the server wrote there are Emotion's from the start).
const parsed = new Promise<void>((done) => (document.readyState === 'loading' ? document.addEventListener('DOMContentLoaded', () => done(), { once: true }) : done()));
// With a session, the app's first requests (bootApp) leave at once, and the visitor is followed on a drawn page.
if (sessionCookie.read())
  void import('./bootApp').then(({ bootApp, serverPageClickSettled }) => {
    const boot = bootApp();
    // A link pressed or clicked on a page the server drew: its page, asked of the server, is drawn before the app's
    // code runs (the answer would otherwise wait behind that long task, unseen).
    return parsed
      .then(serverPageClickSettled)
      .then(() => import('./startApp'))
      .then((m) => m.startApp(container, undefined, boot));
  });
else void parsed.then(() => import('./startSignIn')).then((m) => m.startSignIn(container));
