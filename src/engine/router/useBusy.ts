import { useNavigation } from 'react-router-dom';
import { usePendingRequests } from '../core';

/** True while a route change (loaders, lazy screens) or any API request of any profile is pending. */
export function useBusy(): boolean {
  const navigation = useNavigation();
  const requests = usePendingRequests();
  return navigation.state !== 'idle' || requests > 0;
}
