import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import type { PainelApi } from '../data';
import type { LiveEvents } from './liveEvents';
import { staleAfter } from './liveKeys';
import { watchLiveStream } from './liveStream';

/**
 * While signed in: the painel API's live stream keeps every open screen current. A batch of changes (someone
 * else's or this page's own) revalidates the reads it makes stale — lists keep their page, selection and scroll,
 * as any revalidation does; "reload" reads everything again; an ended session signs out here too.
 */
export function useLiveUpdates(painel: Pick<PainelApi, 'available' | 'openEvents' | 'sessionEnded'>, active: boolean, live?: LiveEvents): void {
  const { mutate } = useSWRConfig();
  useEffect(() => {
    if (!active || !painel.available) return;
    return watchLiveStream({
      open: (options) => painel.openEvents(options),
      handlers: {
        change: (events) => {
          void mutate(staleAfter(events));
          live?.publish(events);
        },
        reload: () => void mutate(() => true),
        unauthorized: () => painel.sessionEnded(),
        presence: (p) => live?.publishPresence(p),
      },
    });
  }, [active, painel, mutate, live]);
}
