import { useSyncExternalStore } from 'react';
import { useNavigation } from 'react-router-dom';
import { inflight } from '../data';

/** True while a route change (loaders, lazy screens) or any API request of any profile is pending. */
export function useBusy(): boolean {
  const navigation = useNavigation();
  const requests = useSyncExternalStore(inflight.subscribe, inflight.get, inflight.get);
  return navigation.state !== 'idle' || requests > 0;
}
