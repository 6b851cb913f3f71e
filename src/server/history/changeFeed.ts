import type { ChangeEvent } from '../../engine/contract';

export type { ChangeEvent };

type Listener = (events: ChangeEvent[]) => void;

/**
 * Where the write path announces what it committed, after the commit (never a change that was rolled back):
 * one call per transaction. Listeners (live streams, caches) must not throw; one that does is logged, the
 * others still hear.
 */
export class ChangeFeed {
  private readonly listeners = new Set<Listener>();

  constructor(private readonly log?: { error(obj: unknown, msg: string): void }) {}

  on(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(events: ChangeEvent[]): void {
    if (!events.length) return;
    for (const listener of this.listeners) {
      try {
        listener(events);
      } catch (e) {
        this.log?.error({ err: e }, 'falha ao avisar uma alteração');
      }
    }
  }
}
