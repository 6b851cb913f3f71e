import { useAuth } from '../auth';
import { useEngine } from '../core';
import { groupResources, type NavigationGroup } from '../resource';

interface HomeController {
  /** The signed-in user's first name, to greet them. */
  firstName?: string;
  /** Every resource, by navigation group. */
  groups: NavigationGroup[];
}

/** The home page without pixels: whom to greet, and the resources by group. */
export function useHomeController(): HomeController {
  const { descriptors } = useEngine();
  const { user } = useAuth();
  return {
    firstName: typeof user?.name === 'string' ? user.name.split(/\s+/)[0] : undefined,
    groups: groupResources(descriptors),
  };
}
