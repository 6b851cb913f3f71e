import type { ChangeEvent } from '../../engine/contract';
import { Listeners } from '../db';

export type { ChangeEvent };

type Listener = (events: ChangeEvent[]) => void;

/**
 * Where the write path announces what it committed, after the commit (never a change that was rolled back):
 * one call per transaction. Listeners (live streams, caches) must not throw; one that does is logged, the
 * others still hear. `shared`: on PGlite, the database's own listeners, so every server on it hears every change.
 */
export class ChangeFeed {
  private readonly listeners: Listeners<unknown>;

  constructor(
    private readonly log?: { error(obj: unknown, msg: string): void },
    shared?: Listeners<unknown>,
  ) {
    this.listeners = shared ?? new Listeners();
  }

  on(listener: Listener): () => void {
    return this.listeners.on((events) => {
      try {
        listener(events as ChangeEvent[]);
      } catch (e) {
        this.log?.error({ err: e }, 'falha ao avisar uma alteração');
      }
    });
  }

  emit(events: ChangeEvent[]): void {
    if (events.length) this.listeners.emit(events);
  }
}
