// The page's first script, kept tiny: a visitor without a session gets the sign-in page alone (a fraction of
// the app's code, its HTML already drawn by the server); with a session, the whole app.
import { sessionCookie } from '../engine/auth';

const container = document.getElementById('root')!;
// With a session, the app's first requests (bootApp) leave before the bulk of its code is evaluated.
if (sessionCookie.read())
  void import('./bootApp').then(({ bootApp }) => {
    const boot = bootApp();
    return import('./startApp').then((m) => m.startApp(container, undefined, boot));
  });
else void import('./startSignIn').then((m) => m.startSignIn(container));
