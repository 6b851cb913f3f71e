import { createContext, useContext, useEffect, useRef } from 'react';
import type { ChangeEvent } from '../contract';

type Listener = (events: ChangeEvent[]) => void;

/** The changes the live stream hands over, for the screens that want more than a revalidation (an open form). */
export interface LiveEvents {
  publish(events: ChangeEvent[]): void;
  subscribe(listener: Listener): () => void;
}

export function createLiveEvents(): LiveEvents {
  const listeners = new Set<Listener>();
  return {
    publish: (events) => listeners.forEach((l) => l(events)),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export const LiveEventsContext = createContext<LiveEvents | null>(null);

/** Calls `listener` with each batch of live changes while mounted (nothing without a live stream). */
export function useLiveEvents(listener: Listener): void {
  const live = useContext(LiveEventsContext);
  const current = useRef(listener);
  current.current = listener;
  useEffect(() => live?.subscribe((events) => current.current(events)), [live]);
}
