import { Outlet, ScrollRestoration, type Location } from 'react-router-dom';
import { LoadingBar } from './LoadingBar';
import { KeepServerPage } from './KeepServerPage';

// Scroll positions are kept per address, not per history entry: a list reached again at the address it was
// left at (a save or "Cancelar" goes there, see listAddress) opens where it was scrolled to, as Back does; a new
// address opens at its top.
const scrollKey = ({ pathname, search }: Location) => pathname + search;

/** Everything under /app, sign-in included: the loading bar over whatever page is shown. */
export function AppFrame() {
  return (
    <>
      <LoadingBar />
      <ScrollRestoration getKey={scrollKey} />
      <KeepServerPage />
      <Outlet />
    </>
  );
}
