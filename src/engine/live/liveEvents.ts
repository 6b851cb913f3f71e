import { createContext, useContext, useEffect, useRef } from 'react';
import type { ChangeEvent, PresenceEvent } from '../contract';

type Listener = (events: ChangeEvent[]) => void;
type PresenceListener = (presence: PresenceEvent) => void;

/** What the live stream hands over, for the screens that want more than a revalidation (an open form). */
export interface LiveEvents {
  publish(events: ChangeEvent[]): void;
  subscribe(listener: Listener): () => void;
  publishPresence(presence: PresenceEvent): void;
  subscribePresence(listener: PresenceListener): () => void;
  /** The stream has (re)opened: what is said from now on is heard here. */
  publishOpened(): void;
  subscribeOpened(listener: () => void): () => void;
}

function channel<T>() {
  const listeners = new Set<(value: T) => void>();
  return {
    publish: (value: T) => listeners.forEach((l) => l(value)),
    subscribe: (listener: (value: T) => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export function createLiveEvents(): LiveEvents {
  const changes = channel<ChangeEvent[]>();
  const presence = channel<PresenceEvent>();
  const opened = channel<void>();
  return {
    publish: changes.publish,
    subscribe: changes.subscribe,
    publishPresence: presence.publish,
    subscribePresence: presence.subscribe,
    publishOpened: () => opened.publish(),
    subscribeOpened: opened.subscribe,
  };
}

export const LiveEventsContext = createContext<LiveEvents | null>(null);

/** Whether this page has a live stream at all (pages then say where they are). */
export const useLiveAvailable = (): boolean => useContext(LiveEventsContext) !== null;

/** Subscribes `listener` (the latest one rendered) to one of the live channels while mounted. */
function useLiveChannel<T>(pick: (live: LiveEvents) => (listener: (value: T) => void) => () => void, listener: (value: T) => void): void {
  const live = useContext(LiveEventsContext);
  const current = useRef(listener);
  current.current = listener;
  // `pick` names a method of `live`: it changes only when `live` does.
  useEffect(() => (live ? pick(live)((value) => current.current(value)) : undefined), [live]);
}

/** Calls `listener` with each presence heard while mounted. */
export const useLivePresence = (listener: PresenceListener): void => useLiveChannel((live) => live.subscribePresence, listener);

/** Calls `listener` each time the live stream (re)opens while mounted. */
export const useLiveOpened = (listener: () => void): void => useLiveChannel<void>((live) => live.subscribeOpened, listener);

/** Calls `listener` with each batch of live changes while mounted (nothing without a live stream). */
export const useLiveEvents = (listener: Listener): void => useLiveChannel((live) => live.subscribe, listener);
