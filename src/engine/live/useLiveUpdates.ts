import { useEffect, useRef } from 'react';
import { staleAfter, useRevalidateWhere, type PainelApi } from '../data';
import type { LiveEvents } from './liveEvents';
import { watchLiveStream } from './liveStream';

/**
 * While signed in: the painel API's live stream keeps every open screen current. A batch of changes (someone
 * else's or this page's own) revalidates the reads it makes stale — lists keep their page, selection and scroll,
 * as any revalidation does; "reload" reads everything again; an ended session signs out here too; the person's
 * own new role is handed to `roleChanged`.
 */
export function useLiveUpdates(
  painel: Pick<PainelApi, 'available' | 'openEvents' | 'sessionEnded'>,
  active: boolean,
  live?: LiveEvents,
  roleChanged?: () => void,
): void {
  const revalidate = useRevalidateWhere();
  // The latest one rendered, without reopening the stream.
  const onRole = useRef(roleChanged);
  onRole.current = roleChanged;
  useEffect(() => {
    if (!active || !painel.available) return;
    return watchLiveStream({
      open: (options) => painel.openEvents(options),
      handlers: {
        change: (events) => {
          void revalidate(staleAfter(events));
          live?.publish(events);
        },
        reload: () => void revalidate(() => true),
        unauthorized: () => painel.sessionEnded(),
        presence: (p) => live?.publishPresence(p),
        roleChanged: () => onRole.current?.(),
        opened: () => live?.publishOpened(),
      },
    });
  }, [active, painel, revalidate, live]);
}
