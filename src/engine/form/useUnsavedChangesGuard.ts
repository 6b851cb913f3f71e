import { useEffect } from 'react';
import { useBlocker, type Blocker } from 'react-router-dom';

/**
 * While `shouldBlock()` is true, leaving the page asks first: in-app navigation through the returned
 * blocker (the page shows a dialog), closing or reloading the tab through the browser's own prompt.
 */
export function useUnsavedChangesGuard(shouldBlock: () => boolean): Blocker {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && shouldBlock());
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!shouldBlock()) return;
      event.preventDefault();
      // Older browsers need returnValue set to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [shouldBlock]);
  return blocker;
}
