import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { Inflight } from '../data';

const InflightContext = createContext<Inflight | null>(null);

/** The app's pending-request counter, from the sign-in page on (the loading bar reads it). */
export function InflightProvider({ inflight, children }: { inflight: Inflight; children: ReactNode }) {
  return <InflightContext.Provider value={inflight}>{children}</InflightContext.Provider>;
}

/** How many API requests of this app are pending. */
export function usePendingRequests(): number {
  const inflight = useContext(InflightContext);
  if (!inflight) throw new Error('usePendingRequests must be used inside <InflightProvider>');
  return useSyncExternalStore(inflight.subscribe, inflight.get, inflight.get);
}
