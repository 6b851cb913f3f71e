import { Outlet } from 'react-router-dom';
import { LoadingBar } from './LoadingBar';

/** Everything under /app, sign-in included: the loading bar over whatever page is shown. */
export function AppFrame() {
  return (
    <>
      <LoadingBar />
      <Outlet />
    </>
  );
}
